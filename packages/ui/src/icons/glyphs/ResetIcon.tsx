import { icon } from '../icon'

/** Back to the start: an arrow turning back counter-clockwise. */
export const ResetIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </>,
  'ResetIcon',
)
