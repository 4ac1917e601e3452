/**
 * The size limit of a photo (a problem's photo, a piece of work's photo), read by the server's
 * upload limits and messages and by the browser before it sends one. Kept free of zod, so the
 * tutor screen does not load the schema library for it.
 */

/** Largest photo accepted, in megabytes (of 1024 × 1024 bytes). */
export const MAX_IMAGE_MEGABYTES = 10;
/** Largest photo accepted, in bytes. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;
/** The limit as people read it in a message: "10 MB". */
export const MAX_IMAGE_SIZE_TEXT = `${MAX_IMAGE_MEGABYTES} MB`;
