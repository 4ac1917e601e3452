import { describe, expect, it } from "vitest";
import { legalTypeOfPath, resolveRoute } from "./resolve-route";

describe("routing by sign-in state", () => {
  it("shows the plan chooser at /checkout before anything else, even while loading", () => {
    expect(resolveRoute("/checkout", "loading")).toBe("checkout");
    expect(resolveRoute("/checkout", "signed-out")).toBe("checkout");
    expect(resolveRoute("/checkout", "signed-in")).toBe("checkout");
  });

  it("shows the loading spinner on every other path while auth loads", () => {
    expect(resolveRoute("/", "loading")).toBe("loading");
    expect(resolveRoute("/faq", "loading")).toBe("loading");
  });

  it.each([
    ["/debug", "debug"],
    ["/subscription-debug", "subscription-debug"],
    ["/test", "test"],
    ["/privacy-policy", "privacy-policy"],
    ["/terms-of-service", "terms-of-service"],
    ["/contact", "contact"],
    ["/about", "about"],
    ["/faq", "faq"],
    ["/learning-path", "learning-path"],
    ["/pricing", "pricing"],
    ["/404", "not-found"],
    ["/forgot-password", "forgot-password"],
    ["/reset-password", "reset-password"],
    ["/email-verified", "email-verified"],
  ] as const)("serves the public route %s in both states", (path, page) => {
    expect(resolveRoute(path, "signed-out")).toBe(page);
    expect(resolveRoute(path, "signed-in")).toBe(page);
  });

  it.each([
    ["/", "tutor"],
    ["/physics-tutor", "tutor"],
    ["/tutor", "tutor"],
    ["/subscription", "subscription"],
    ["/account", "account"],
    ["/admin", "admin"],
    ["/tracking", "tracking"],
  ] as const)("serves %s only when signed in", (path, page) => {
    expect(resolveRoute(path, "signed-in")).toBe(page);
    expect(resolveRoute(path, "signed-out")).toBe("landing");
  });

  it("falls back to the tutor when signed in and the landing page when signed out", () => {
    expect(resolveRoute("/some/unknown/path", "signed-in")).toBe("tutor");
    expect(resolveRoute("/some/unknown/path", "signed-out")).toBe("landing");
  });

  it("ignores query strings and trailing slashes", () => {
    expect(resolveRoute("/faq/?x=1", "signed-out")).toBe("faq");
    expect(resolveRoute("/tutor#top", "signed-in")).toBe("tutor");
  });

  it("shows the legal screen for any /legal/ path in both states, by the type its slug names", () => {
    expect(resolveRoute("/legal/terms-of-use", "signed-out")).toBe("legal-by-type");
    expect(resolveRoute("/legal/privacy-policy", "signed-in")).toBe("legal-by-type");
    expect(legalTypeOfPath("/legal/terms-of-use")).toBe("terms");
    expect(legalTypeOfPath("/legal/privacy-policy/")).toBe("privacy");
    expect(legalTypeOfPath("/legal/contact?from=footer")).toBe("contact");
    expect(legalTypeOfPath("/legal/cookies")).toBe("cookies");
  });
});

describe("routing a pathological path", () => {
  it("drops a run of 20,000 slashes at once, and reads 20,000 slashes before a letter quickly", () => {
    expect(resolveRoute(`/pricing${"/".repeat(20_000)}`, "signed-out")).toBe("pricing");
    const started = performance.now();
    expect(resolveRoute(`/${"/".repeat(20_000)}x`, "signed-out")).toBe("landing");
    expect(performance.now() - started).toBeLessThan(250);
  });
});
