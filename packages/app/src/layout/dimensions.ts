/** Measures of the shell: header, sidebar and footer sizes. */
export const HEADER_HEIGHT = 80;
export const SIDEBAR_WIDTH = 280;
/** Icons only; the spec leaves it open. */
export const SIDEBAR_MINI_WIDTH = 72;
export const SIDEBAR_TRANSITION_MS = 300;
