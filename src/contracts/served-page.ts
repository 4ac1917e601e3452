/**
 * What the server writes into the head of each page it serves, for the client to read as it
 * starts: the public host (for canonical links), and, when the request carries no valid session,
 * that the visitor is signed out. A page that says so never asks GET /api/auth/user (which
 * answers 401 to a signed-out visitor), and a prerendered page hydrates in the state it was
 * rendered in.
 */

/** `<meta name=... content="https://host">`: the address users reach. */
export const PUBLIC_URL_META_NAME = "vector:public-url";

/** `<meta name=... content="true">`: the request that fetched this page had no valid session. */
export const SIGNED_OUT_META_NAME = "vector:signed-out";

/** Where the server writes its part of the head, in every page template. */
export const SERVED_HEAD_PLACEHOLDER = "<!--vector:head-->";
