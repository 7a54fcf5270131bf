import { icon } from '../icon'

export const ShareIcon = /* @__PURE__ */ icon(
  <>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4 20-7z" />
  </>,
  'ShareIcon',
  { mirrored: true },
)
