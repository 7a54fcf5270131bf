import { icon } from '../icon'

export const HeartFilledIcon = /* @__PURE__ */ icon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  'HeartFilledIcon',
  { filled: true },
)
