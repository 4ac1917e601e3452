import { E2E_ADMIN } from "./admin-account";
import { acceptCookies, createAccount, expect, newEmail, test } from "./fixtures";

test("a new visitor signs up from the landing page, stays signed in across a reload and signs out", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("checks every number");
  await acceptCookies(page);

  await page.getByRole("link", { name: "Start Free Trial" }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  const email = newEmail();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByLabel("Name").fill("Nova Student");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
  await expect(page.getByText("Where Learning Meets Intelligence")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();

  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByText("Signed in as")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Subscription" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();

  await expect(page.getByRole("link", { name: "Subscriber Login" })).toBeVisible();
  const user = await page.request.get("/api/auth/user");
  expect(user.status()).toBe(401);
});

test("a wrong password shows one clear message and keeps the visitor on the sign-in page", async ({
  page,
}) => {
  const email = newEmail();
  await createAccount(page, { email, name: "Kai" });
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Subscriber Login" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
});

test("an admin sees Analytics Dashboard in the account menu and a plain user does not", async ({
  page,
  browser,
}) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("menuitem", { name: "Analytics Dashboard" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Analytics Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Customer Support Portal" })).toBeVisible();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await createAccount(student, { email: newEmail(), name: "Sam Student" });
  await student.getByRole("button", { name: "Account" }).click();
  await expect(student.getByRole("menuitem", { name: "My Subscription" })).toBeVisible();
  await expect(student.getByRole("menuitem", { name: "Analytics Dashboard" })).toHaveCount(0);
  await studentContext.close();
});

test("/404 shows its two texts and every page carries its canonical link", async ({ page }) => {
  await page.goto("/404");
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/404$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/404$/);

  await page.goto("/faq");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faq$/);
  await page.goto("/legal-nonsense");
  await expect(page.getByRole("link", { name: "Subscriber Login" })).toBeVisible();
});
