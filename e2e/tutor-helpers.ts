/**
 * Helpers for browser tests of the tutor screen: signed-in students on the free trial, and the
 * steps a student takes on the screen (mode, level, problem, asking for help).
 */
import type { Cookie, Locator, Page } from "@playwright/test";
import { createAccount, expect, newEmail } from "./fixtures";

/** Sessions in the free trial (accounts-and-business.md). */
export const TRIAL_SESSIONS = 6;

export type ModeName = "Concept Coach" | "Problem Solver" | "Interactive Tutor" | "Work Analysis";

interface PooledStudent {
  cookies: Cookie[];
  sessionsLeft: number;
}

// Tests share trial accounts, which keeps the run short: each asks for the sessions it will
// spend and gets an account that still has them.
const pool: PooledStudent[] = [];

/** Keeps the cookie banner away: a stored consent record, as after "Accept All Cookies". */
export async function rememberCookieConsent(page: Page) {
  await page.addInitScript(() => {
    // Only once per tab, so a test can still remove the record and see the banner again.
    if (sessionStorage.getItem("e2e-consent-given")) return;
    sessionStorage.setItem("e2e-consent-given", "true");
    if (localStorage.getItem("cookie-consent")) return;
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, functional: true, timestamp: Date.now() }),
    );
  });
}

/** Signs a new student up and starts the free trial from the subscription card. */
export async function signUpWithTrial(page: Page, name = "Tess Student") {
  await createAccount(page, { email: newEmail("tutor"), name });
  const card = subscriptionCard(page);
  await card.getByRole("button", { name: "Get 6 Free Sessions" }).click();
  await expect(card).toContainText(`${TRIAL_SESSIONS} of ${TRIAL_SESSIONS} sessions remaining`);
}

/**
 * Signs the page in as a student on the free trial with at least `sessions` sessions left,
 * and opens the tutor screen with cookie consent already given.
 */
export async function openTutorAsTrialStudent(page: Page, sessions: number) {
  await rememberCookieConsent(page);
  let student = pool.find((candidate) => candidate.sessionsLeft >= sessions);
  if (student) {
    await page.context().addCookies(student.cookies);
  } else {
    await signUpWithTrial(page);
    student = { cookies: await page.context().cookies(), sessionsLeft: TRIAL_SESSIONS };
    pool.push(student);
  }
  student.sessionsLeft -= sessions;
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
}

/** Offers the page's signed-in student to later tests, with the sessions it has left. */
export async function shareStudent(page: Page, sessionsLeft: number) {
  pool.push({ cookies: await page.context().cookies(), sessionsLeft });
}

/** The mode card of a mode (a radio whose name starts with the mode's display name). */
export function modeCard(page: Page, mode: ModeName): Locator {
  return page.getByRole("radio", { name: new RegExp(`^${mode}`) });
}

/** Chooses a mode and the High School level. */
export async function chooseModeAndLevel(page: Page, mode: ModeName) {
  await modeCard(page, mode).click();
  await expect(modeCard(page, mode)).toBeChecked();
  await page.getByLabel("Course level").selectOption({ label: "High School Physics" });
}

/** The problem box, whatever its label in the current mode. */
export function problemBox(page: Page): Locator {
  return page.locator("#problem-form textarea").first();
}

/** The tutor's keys in local storage: each account keeps its own copy, under a key that carries its id. */
export type StudentStorageKey = "vector-current-session" | "vector-session-history";

/** The key under which the signed-in student's copy of `key` is kept. */
export async function studentKey(page: Page, key: StudentStorageKey): Promise<string> {
  const user = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  return `${key}:${user.id}`;
}

/** Writes `value` to the signed-in student's part of local storage, as the tutor would. */
export async function storeForStudent(page: Page, key: StudentStorageKey, value: unknown) {
  const stored = { key: await studentKey(page, key), value: JSON.stringify(value) };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), stored);
}

/** Presses "Get Help from Vector". */
export async function askVector(page: Page) {
  await page.getByRole("button", { name: "Get Help from Vector" }).click();
}

/** Waits until the reply has finished streaming: the ask button reads "Get Help from Vector" again. */
export async function replyFinished(page: Page) {
  await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeEnabled();
}

/** The response panel, found by its heading (Complete Solution, Concept Exploration ...). */
export function responsePanel(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading });
}

/** The subscription card that is visible at this screen width. */
export function subscriptionCard(page: Page): Locator {
  return page.getByRole("region", { name: "Subscription status" });
}

/** Finds the template problems of a subtopic at a level and loads the first into the editor. */
export async function loadTemplateProblem(page: Page, level: string, topic: string, subtopic: string) {
  const tools = page.getByRole("complementary", { name: "Tools" });
  await tools.getByLabel("Problem level").selectOption({ label: level });
  await tools.getByLabel("Topic area").selectOption({ label: topic });
  await tools.getByLabel("Subtopic").selectOption({ label: subtopic });
  await tools.getByRole("button", { name: "Find Problems" }).click();
  await tools.getByRole("list", { name: "Generated problems" }).getByRole("button").first().click();
  await expect(problemBox(page)).not.toHaveValue("");
}
