import { icon } from '../icon'

export const EyeOffIcon = /* @__PURE__ */ icon(
  <>
    <path d="M17.9 17.9A10.1 10.1 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9" />
    <path d="M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2" />
    <path d="m1 1 22 22" />
  </>,
  'EyeOffIcon',
)
