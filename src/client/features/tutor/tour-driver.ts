/**
 * The guided tour itself (tutor-experience.md, "Guided tour"): its 11 steps and the driver.js tour
 * that shows them. This module, driver.js and its stylesheet load when the tour first starts, so
 * the tutor screen's first load carries only the Tour Help button (guided-tour.tsx).
 */

import { type Driver, driver } from "driver.js";
import "driver.js/dist/driver.css";

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

/**
 * Starts the tour from its first visible step (does nothing while one is running); `onClosed`
 * runs when the student finishes or closes it.
 */
export function startGuidedTour(onClosed: () => void) {
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
      onClosed();
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
