/** The success overlay after an edit (spec §9): it starts fading here… */
export const OVERLAY_FADE_AFTER_MS = 800
/** …and the app leaves for the post here, as the fade ends. */
export const OVERLAY_LEAVE_AFTER_MS = 1200
