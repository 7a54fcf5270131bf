import { icon } from '../icon'

export const BellIcon = /* @__PURE__ */ icon(
  <>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </>,
  'BellIcon',
)
