import { icon } from '../icon'

export const PlusSquareIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8" />
    <path d="M8 12h8" />
  </>,
  'PlusSquareIcon',
)
