import { icon } from '../icon'

/** An arrow down into a tray: installing the app, saving to the device. */
export const DownloadIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
  </>,
  'DownloadIcon',
)
