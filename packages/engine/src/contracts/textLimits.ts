/**
 * The longest texts the API keeps, which the screens also stop typing at. Kept apart from the wire schemas
 * so that a screen needing only a limit does not load the schema library (TypeBox) with it.
 */

/** The longest note text the server keeps; lists show the first 500 characters with "more". */
export const NOTE_MAX_LENGTH = 4000;

/** The longest text message sent: one SMS. */
export const SMS_MAX_LENGTH = 160;
