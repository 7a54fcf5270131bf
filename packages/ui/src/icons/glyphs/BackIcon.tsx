import { icon } from '../icon'

export const BackIcon = /* @__PURE__ */ icon(
  <>
    <path d="M19 12H5" />
    <path d="m12 19-7-7 7-7" />
  </>,
  'BackIcon',
  { mirrored: true },
)
