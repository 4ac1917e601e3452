/**
 * The guided tour of the tutor screen (tutor-experience.md, "Guided tour"): 11 steps, only
 * those whose target is visible (all of them when none is), started 1.5 s after the first load
 * unless a finished or closed tour is remembered, and restarted from the floating Tour Help
 * button. driver.js and its stylesheet load only when the tour starts.
 */

import type { Driver } from "driver.js";
import { CircleHelp } from "lucide-react";
import { useEffect, useState } from "react";
import { browserStorage } from "../../lib/browser-storage";

export const TOUR_COMPLETED_KEY = "vector-tour-completed";
export const TOUR_AUTO_START_DELAY_MS = 1500;

export interface TourStep {
  /** The `data-tour` value of the element the step points at. */
  target: string;
  title: string;
  description: string;
}

// The spec names 12 things for 11 steps (welcome, mode selector, the four modes, research
// features, math helper, input methods, photo upload, template generator, textbook import).
// The welcome is merged into the mode selector step: a welcome needs no element of its own,
// and choosing a mode is the first thing a new student does, so every element keeps a step.
// driver.js puts these strings into innerHTML: they must stay static text written here.
export const TOUR_STEPS: readonly TourStep[] = [
  {
    target: "mode-selector",
    title: "Welcome to Vector",
    description:
      "Your physics mentor, built on physics education research. Start by choosing how you want help: there are four modes.",
  },
  {
    target: "mode-concept",
    title: "Concept Coach",
    description:
      "Explore an idea through guided questions, real-world connections and intuitive explanations.",
  },
  {
    target: "mode-solve",
    title: "Problem Solver",
    description:
      "A complete step-by-step solution with the key physics concepts and the common mistakes to avoid.",
  },
  {
    target: "mode-step",
    title: "Interactive Tutor",
    description:
      "Solve the problem yourself one step at a time, with progressive hints and feedback on each answer.",
  },
  {
    target: "mode-analyze",
    title: "Work Analysis",
    description: "Submit your own solution, typed or photographed, and see where it goes wrong and why.",
  },
  {
    target: "research-features",
    title: "Research-Based Learning Features",
    description:
      "Switch on misconception checks, conceptual warm-ups or detailed error analysis, and tell Vector how confident you feel.",
  },
  {
    target: "math-helper",
    title: "Math Helper",
    description: "Insert Greek letters, math structures and common physics formulas at the cursor.",
  },
  {
    target: "input-methods",
    title: "Your Problem",
    description: "Choose your course level, then type or paste your problem and ask Vector for help.",
  },
  {
    target: "photo-upload",
    title: "Photo Upload",
    description:
      "Upload a photo of a problem, or paste an image anywhere on the page: Vector reads the text for you.",
  },
  {
    target: "template-generator",
    title: "Template Problems",
    description:
      "Generate practice problems by course level, topic and subtopic, and load one into the editor.",
  },
  {
    target: "textbook-import",
    title: "Textbook Import",
    description: "Import a problem from an open physics textbook by chapter and problem number.",
  },
];

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** The CSS selector of a step's target. */
export function tourSelector(target: string): string {
  return `[data-tour="${target}"]`;
}

/** The steps whose target is visible, or every step when none is. */
export function selectTourSteps<Step extends Pick<TourStep, "target">>(
  steps: readonly Step[],
  isVisible: (target: string) => boolean,
): Step[] {
  const visible = steps.filter((step) => isVisible(step.target));
  return visible.length > 0 ? visible : [...steps];
}

/** Whether the student has finished or closed the tour before. */
export function isTourCompleted(storage: Storage): boolean {
  return storage.getItem(TOUR_COMPLETED_KEY) === "true";
}

/** Remembers that the tour was finished or closed, so it does not start by itself again. */
export function markTourCompleted(storage: Storage) {
  storage.setItem(TOUR_COMPLETED_KEY, "true");
}

function isTargetVisible(target: string): boolean {
  const element = document.querySelector(tourSelector(target));
  if (!(element instanceof HTMLElement)) return false;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  return typeof element.checkVisibility === "function"
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

let activeTour: Driver | null = null;

/** Starts the tour from its first visible step (does nothing while one is running). */
export async function startGuidedTour(): Promise<void> {
  if (activeTour?.isActive()) return;
  const [{ driver }] = await Promise.all([import("driver.js"), import("driver.js/dist/driver.css")]);
  if (activeTour?.isActive()) return;
  const steps = selectTourSteps(TOUR_STEPS, isTargetVisible);
  const tour = driver({
    showProgress: true,
    progressText: "{{current}} of {{total}}",
    nextBtnText: "Next",
    prevBtnText: "Back",
    doneBtnText: "Done",
    popoverClass: "vector-tour",
    steps: steps.map((step) => ({
      element: tourSelector(step.target),
      popover: { title: step.title, description: step.description },
    })),
    // The popover's <header> and <footer> would read as a second banner and footer of the page.
    onPopoverRender: (popover) => {
      popover.title.setAttribute("role", "heading");
      popover.title.setAttribute("aria-level", "2");
      popover.footer.setAttribute("role", "presentation");
    },
    // Finishing and closing (Done, ×, Escape, a click outside) count as completed; leaving the
    // screen (stopGuidedTour) does not. This hook runs for the student's closes only, even one made
    // while a step is still moving in (when driver.js would skip onDestroyed).
    onDestroyStarted: () => {
      markTourCompleted(browserStorage);
      if (activeTour === tour) activeTour = null;
      tour.destroy();
    },
  });
  activeTour = tour;
  tour.drive();
}

/** Closes a running tour without recording anything new (the screen is going away). */
export function stopGuidedTour() {
  const tour = activeTour;
  activeTour = null;
  if (tour?.isActive()) tour.destroy();
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
