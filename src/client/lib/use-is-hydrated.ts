/**
 * Whether the page is past hydration: false while React hydrates HTML rendered at build time
 * (and while that HTML is rendered), true afterwards and on pages rendered in the browser from the
 * start. Parts that depend on the browser alone (the cookie banner reads local storage) render
 * only then, so hydration meets exactly the markup the build wrote.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during hydration and server rendering, true otherwise. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
