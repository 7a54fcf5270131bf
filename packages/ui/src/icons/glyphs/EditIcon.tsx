import { icon } from '../icon'

export const EditIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4 12.5-12.5z" />
  </>,
  'EditIcon',
)
