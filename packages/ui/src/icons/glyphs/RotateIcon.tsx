import { icon } from '../icon'

export const RotateIcon = /* @__PURE__ */ icon(
  <>
    <path d="M21 12a9 9 0 1 1-9-9c2.5 0 4.9 1 6.7 2.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
  'RotateIcon',
)
