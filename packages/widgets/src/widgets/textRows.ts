/** How many lines a multi-line text editor shows at least (its `minRows`): its placeholder is as tall. */
export const MULTILINE_ROWS = 3;
