import { icon } from '../icon'

export const EyeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
)
