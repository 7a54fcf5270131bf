import { icon } from '../icon'

export const CloseIcon = /* @__PURE__ */ icon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
  'CloseIcon',
)
