import { icon } from '../icon'

export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
)
