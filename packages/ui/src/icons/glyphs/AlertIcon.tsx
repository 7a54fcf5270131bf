import { icon } from '../icon'

export const AlertIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
  'AlertIcon',
)
