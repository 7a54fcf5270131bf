import { icon } from './icon'

// The navigation menu's icons: only ever shown to someone signed in.

export const MenuIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </>,
  'MenuIcon',
)
export const SunIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
  'SunIcon',
)
export const MoonIcon = /* @__PURE__ */ icon(
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  'MoonIcon',
)
export const MonitorIcon = /* @__PURE__ */ icon(
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
  'MonitorIcon',
)
export const GlobeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18z" />
  </>,
  'GlobeIcon',
)
