/**
 * The guided tour of the tutor screen (tutor-experience.md, "Guided tour"): started 1.5 s after
 * the first load unless a finished or closed tour is remembered, and restarted from the floating
 * Tour Help button. The tour's steps, driver.js and its stylesheet load only when it starts
 * (tour-driver.ts).
 */

import { CircleHelp } from "lucide-react";
import { useEffect, useState } from "react";
import { browserStorage } from "../../lib/browser-storage";

export const TOUR_COMPLETED_KEY = "vector-tour-completed";
export const TOUR_AUTO_START_DELAY_MS = 1500;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Whether the student has finished or closed the tour before. */
export function isTourCompleted(storage: Storage): boolean {
  return storage.getItem(TOUR_COMPLETED_KEY) === "true";
}

/** Remembers that the tour was finished or closed, so it does not start by itself again. */
export function markTourCompleted(storage: Storage) {
  storage.setItem(TOUR_COMPLETED_KEY, "true");
}

let tourDriver: typeof import("./tour-driver") | null = null;

/** Starts the tour, loading it first; finishing or closing it is remembered. */
async function startGuidedTour(): Promise<void> {
  tourDriver ??= await import("./tour-driver");
  tourDriver.startGuidedTour(() => markTourCompleted(browserStorage));
}

/** Closes a running tour without recording anything new (the screen is going away). */
function stopGuidedTour() {
  tourDriver?.stopGuidedTour();
}

const COOKIE_BANNER_SELECTOR = 'section[aria-label="Cookie consent"]';

/** The height of the cookie banner while it is shown, 0 once it is gone. */
function useCookieBannerHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const banner = document.querySelector(COOKIE_BANNER_SELECTOR);
        setHeight(banner ? Math.ceil(banner.getBoundingClientRect().height) : 0);
        // The banner never comes back on this page once answered, so stop watching.
        if (!banner) stop();
      });
    };
    const observer = new MutationObserver(measure);
    function stop() {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", measure);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, []);
  return height;
}

/**
 * The tour's auto-start and the floating Tour Help button. The tour waits for the cookie banner
 * to be answered, since its overlay would otherwise cover the banner's buttons.
 */
export function GuidedTour() {
  const bannerHeight = useCookieBannerHeight();
  const bannerShown = bannerHeight > 0;

  useEffect(() => {
    // Automated browsers (crawlers, monitors, tests of other screens) get no uninvited overlay.
    if (bannerShown || isTourCompleted(browserStorage)) return;
    const timer = setTimeout(() => void startGuidedTour(), TOUR_AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bannerShown]);

  useEffect(() => stopGuidedTour, []);

  return (
    <button
      type="button"
      onClick={() => void startGuidedTour()}
      style={{ bottom: `${bannerHeight + 16}px` }}
      // On phones a slim tab in the page's right margin, clear of the cards' content; wider
      // screens get a labelled pill.
      className="fixed right-0 z-40 inline-flex h-11 w-8 items-center justify-center rounded-l-full border border-r-0 border-slate-200 bg-white/95 pl-1 text-sm font-semibold text-brand-800 shadow-lg backdrop-blur hover:bg-brand-50 sm:right-4 sm:w-auto sm:gap-2 sm:rounded-full sm:border-r sm:px-4"
    >
      <CircleHelp className="h-5 w-5" aria-hidden />
      <span className="sr-only sm:not-sr-only">Tour Help</span>
    </button>
  );
}
