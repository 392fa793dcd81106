/**
 * NoirPro when the user's system has it; otherwise Montserrat, a geometric sans of the same family feel that
 * ships with the app (Latin, Latin Extended for Latvian, Cyrillic for Russian), never from a CDN.
 */
export const FONT_STACK = [
  'NoirPro',
  '"Montserrat Variable"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');
