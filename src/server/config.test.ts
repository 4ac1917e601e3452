import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { SESSION_SECRET: "a".repeat(40) };

describe("configuration", () => {
  it("has defaults that need nothing set", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vector-config-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.passwordSignIn).toBe(true);
    expect(config.oidc).toBeUndefined();
    expect(config.adminEmails).toEqual([]);
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vector-config-"));
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(first);
  });

  it("reads PORT, PUBLIC_URL and ADMIN_EMAILS", () => {
    const config = loadConfig({
      ...base,
      PORT: "8080",
      PUBLIC_URL: "https://vector.example.com/",
      ADMIN_EMAILS: " Boss@Example.com, second@example.com ",
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("https://vector.example.com");
    expect(config.adminEmails).toEqual(["boss@example.com", "second@example.com"]);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ PUBLIC_URL: "not a url" }, /^Invalid configuration: PUBLIC_URL /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ SESSION_SECRET: "short" }, /^Invalid configuration: SESSION_SECRET must be at least 32/],
    [{ ADMIN_EMAILS: "boss@example.com,not-an-email" }, /^Invalid configuration: ADMIN_EMAILS /],
    [{ OIDC_ISSUER: "https://id.example.com" }, /^Invalid configuration: OIDC_CLIENT_ID is required/],
    [{ PASSWORD_SIGN_IN: "off" }, /^Invalid configuration: PASSWORD_SIGN_IN=off needs OIDC_ISSUER/],
    [{ SIGN_IN_ATTEMPTS_PER_MINUTE: "0" }, /^Invalid configuration: SIGN_IN_ATTEMPTS_PER_MINUTE /],
    [{ SMTP_URL: "http://mail.example.com" }, /^Invalid configuration: SMTP_URL must be an smtp:\/\//],
    [{ SMTP_URL: "smtp://mail.example.com:587" }, /^Invalid configuration: MAIL_FROM is required/],
    [{ MAIL_FROM: "Vector tutor" }, /^Invalid configuration: MAIL_FROM must be an address/],
  ])("stops on a bad value with one line naming the variable: %o", (environment, message) => {
    let thrown: unknown;
    try {
      loadConfig({ ...base, ...environment });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain("\n");
  });

  it("reads TRUST_PROXY as a number of proxies or their addresses, and trusts none by default", () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.2",
    ]);
  });

  it("turns OIDC on when issuer, client id and secret are all set", () => {
    const config = loadConfig({
      ...base,
      OIDC_ISSUER: "https://id.example.com/",
      OIDC_CLIENT_ID: "vector",
      OIDC_CLIENT_SECRET: "secret",
      OIDC_NAME: "School Login",
    });
    expect(config.oidc).toEqual({
      issuer: "https://id.example.com",
      clientId: "vector",
      clientSecret: "secret",
      name: "School Login",
    });
  });

  it("writes mail to DATA_DIR/outbox without SMTP_URL, and sends it through SMTP_URL from MAIL_FROM", () => {
    const outbox = loadConfig({ ...base, DATA_DIR: "/srv/vector" }).mail;
    expect(outbox).toEqual({
      smtpUrl: undefined,
      from: "Vector <no-reply@localhost>",
      outboxDir: path.join("/srv/vector", "outbox"),
    });
    const smtp = loadConfig({
      ...base,
      SMTP_URL: "smtps://tutor:pass@mail.example.com:465",
      MAIL_FROM: "Vector <tutor@example.com>",
    }).mail;
    expect(smtp.smtpUrl).toBe("smtps://tutor:pass@mail.example.com:465");
    expect(smtp.from).toBe("Vector <tutor@example.com>");
  });

  describe("payments", () => {
    const payments = {
      LEMONSQUEEZY_WEBHOOK_SECRET: "signing-secret",
      LEMONSQUEEZY_BASE_PLAN_VARIANT_ID: "11",
      LEMONSQUEEZY_PREMIUM_PLAN_VARIANT_ID: "22",
      LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID: "33",
    };

    it("are off with nothing set, and on with buy links or an API key", () => {
      expect(loadConfig(base).billing).toBeUndefined();
      const withLinks = loadConfig({
        ...base,
        ...payments,
        LEMONSQUEEZY_BASE_PLAN_BUY_URL: "https://vector.lemonsqueezy.com/checkout/buy/a",
        LEMONSQUEEZY_PREMIUM_PLAN_BUY_URL: "https://vector.lemonsqueezy.com/checkout/buy/b",
        LEMONSQUEEZY_PREMIUM_PLUS_BUY_URL: "https://vector.lemonsqueezy.com/checkout/buy/c",
      }).billing;
      expect(withLinks?.api).toBeUndefined();
      expect(withLinks?.buyUrls?.["Premium Plan"]).toBe("https://vector.lemonsqueezy.com/checkout/buy/b");
      expect(withLinks?.variantIds).toEqual({
        "Base Plan": "11",
        "Premium Plan": "22",
        "Premium Plus": "33",
      });
      const withKey = loadConfig({
        ...base,
        ...payments,
        LEMONSQUEEZY_API_KEY: "key",
        LEMONSQUEEZY_STORE_ID: "9",
      }).billing;
      expect(withKey?.api).toEqual({ key: "key", baseUrl: "https://api.lemonsqueezy.com", storeId: "9" });
    });

    it.each([
      [{ LEMONSQUEEZY_API_KEY: "key" }, /^Invalid configuration: LEMONSQUEEZY_WEBHOOK_SECRET is required/],
      [
        { ...payments, LEMONSQUEEZY_WEBHOOK_SECRET: "abc" },
        /^Invalid configuration: LEMONSQUEEZY_WEBHOOK_SECRET must be/,
      ],
      [
        { ...payments, LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID: "" },
        /^Invalid configuration: LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID is required/,
      ],
      [
        { ...payments, LEMONSQUEEZY_BASE_PLAN_VARIANT_ID: "basic" },
        /^Invalid configuration: LEMONSQUEEZY_BASE_PLAN_VARIANT_ID must be/,
      ],
      [{ ...payments, LEMONSQUEEZY_PREMIUM_PLAN_VARIANT_ID: "11" }, /must all differ/],
      [
        { ...payments, LEMONSQUEEZY_API_KEY: "key" },
        /^Invalid configuration: LEMONSQUEEZY_STORE_ID is required/,
      ],
      [
        { ...payments, LEMONSQUEEZY_BASE_PLAN_BUY_URL: "https://vector.lemonsqueezy.com/checkout/buy/a" },
        /^Invalid configuration: LEMONSQUEEZY_PREMIUM_PLAN_BUY_URL is required/,
      ],
      [
        { ...payments, LEMONSQUEEZY_BASE_PLAN_BUY_URL: "vector.lemonsqueezy.com" },
        /^Invalid configuration: LEMONSQUEEZY_BASE_PLAN_BUY_URL /,
      ],
    ])("stop start-up on an incomplete or bad setting: %o", (environment, message) => {
      expect(() => loadConfig({ ...base, ...environment })).toThrow(message);
    });
  });
});

describe("a rejected setting", () => {
  it.each([
    ["SESSION_SECRET", "short-secret-value"],
    ["DATABASE_URL", "mysql://admin:hunter2-password@db.example.com/vector"],
    ["LEMONSQUEEZY_WEBHOOK_SECRET", "ab"],
    ["OPENAI_BASE_URL", "not a url with secret-token-123"],
    ["PORT", "secret-port-99"],
  ])("names %s and the rule, never the value", (variable, value) => {
    let message = "";
    try {
      loadConfig({ PORT: "5000", LEMONSQUEEZY_WEBHOOK_SECRET: "webhook-secret-1", [variable]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(message).not.toContain(value);
  });
});
