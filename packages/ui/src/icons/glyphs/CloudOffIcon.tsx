import { icon } from '../icon'

/** A cloud struck through: no connection. */
export const CloudOffIcon = /* @__PURE__ */ icon(
  <>
    <path d="m2 2 20 20" />
    <path d="M5.8 5.8A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.3-.2" />
    <path d="M21.5 16.5A4.5 4.5 0 0 0 17.5 10h-1.8A7 7 0 0 0 10 5.1" />
  </>,
  'CloudOffIcon',
)
