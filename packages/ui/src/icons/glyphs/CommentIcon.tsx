import { icon } from '../icon'

export const CommentIcon = /* @__PURE__ */ icon(
  <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.9 8.9 0 0 1-3.8-.8L3 21l1.9-5.2A8.4 8.4 0 1 1 21 11.5z" />,
  'CommentIcon',
)
