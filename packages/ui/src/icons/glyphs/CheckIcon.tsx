import { icon } from '../icon'

export const CheckIcon = /* @__PURE__ */ icon(<path d="M20 6 9 17l-5-5" />, 'CheckIcon')
