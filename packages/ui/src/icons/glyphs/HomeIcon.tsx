import { icon } from '../icon'

export const HomeIcon = /* @__PURE__ */ icon(
  <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2z" />,
  'HomeIcon',
)
