/**
 * Nothing of a signed-out student stays on screen: at Sign Out the time is written to local
 * storage, and every page opened before it that is still showing (another tab, or this page
 * brought back by the browser's Back button from its back-forward cache) loads afresh, as a
 * signed-out page, instead of showing the previous student's work.
 */
const SIGNED_OUT_AT_KEY = "vector-signed-out-at";
const openedAt = Date.now();

function signedOutAt(): number {
  try {
    return Number(window.localStorage.getItem(SIGNED_OUT_AT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/** Records a sign-out, which pages opened before it react to. */
export function recordSignOut() {
  try {
    window.localStorage.setItem(SIGNED_OUT_AT_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the page this tab goes to next is loaded afresh anyway.
  }
}

/** Reloads this page when a sign-out happened after it was opened (call once at start). */
export function reloadPagesOfSignedOutStudents() {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && signedOutAt() >= openedAt) window.location.reload();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === SIGNED_OUT_AT_KEY && signedOutAt() >= openedAt) window.location.reload();
  });
}
