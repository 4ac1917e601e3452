/**
 * Configuration: read from the environment once, validated with zod. A bad value stops
 * start-up with one line naming the variable.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type BillingConfig, billingEnvironmentSchema, readBillingConfig } from "./billing/billing-config";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma-separated list of email addresses"))),
  PASSWORD_SIGN_IN: z.enum(["on", "off"]).default("on"),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  TRIALS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(5),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: z.string().min(1).default("Single sign-on"),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.url().optional(),
  ANTHROPIC_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_VISION_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(170_000).default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_PRICE_INPUT_PER_MILLION: z.coerce.number().min(0).optional(),
  AI_PRICE_OUTPUT_PER_MILLION: z.coerce.number().min(0).optional(),
  OPENSTAX_SOURCE_URL: z.url({ protocol: /^https?$/ }).default("https://raw.githubusercontent.com"),
  TRUST_PROXY: z
    .string()
    .default("")
    .refine(
      (value) =>
        value === "" || /^\d{1,2}$/.test(value) || value.split(",").every((part) => part.trim().length > 0),
      "must be the number of proxies in front of the app, or a comma-separated list of their addresses",
    ),
  PRIORITY_SUPPORT_EMAIL: z.email().default("priority@vector-tutor.example"),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587",
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (value) => mailAddressOf(value) !== undefined,
      'must be an address, or a name and one: "Vector <tutor@example.com>"',
    )
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ENGINE_WORKERS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  ENGINE_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ...billingEnvironmentSchema.shape,
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  adminEmails: string[];
  passwordSignIn: boolean;
  /** Sign-in and sign-up attempts allowed per client address and minute, each. */
  signInAttemptsPerMinute: number;
  /** Free trials that accounts may start from one client address in a day. */
  trialsPerAddressPerDay: number;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  ai: AiConfig | undefined;
  /** Proxies trusted for X-Forwarded-For: a hop count or their addresses; false without a proxy. */
  trustProxy: number | string[] | false;
  logLevel: string;
  /** The engine's worker threads (by default one per core, at least two) and the time budget of one call. */
  engine: { workers: number | undefined; budgetMs: number };
  /** Base under which "{owner}/{repository}/{commit}/{path}" serves raw textbook source files. */
  openstaxSourceUrl: string;
  /** The support mailbox paid plans are given (Priority Support). */
  prioritySupportEmail: string;
  /** Outgoing email: through SMTP_URL, or written to DATA_DIR/outbox/ when it is not set. */
  mail: MailConfig;
  /** Lemon Squeezy checkout, webhooks and customer portal; undefined when payments are not set up. */
  billing: BillingConfig | undefined;
  /** Whether to serve the built client from dist/client. */
  serveClient: boolean;
}

export interface MailConfig {
  /** The SMTP server's URL; undefined writes each message to the outbox folder instead. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
  /** Where messages go when there is no SMTP server. */
  outboxDir: string;
}

export interface AiConfig {
  provider: "openai" | "openai-compatible" | "anthropic";
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  visionModel: string;
  timeoutMs: number;
  maxRetries: number;
  /** Prices in USD per million tokens, overriding the built-in table. */
  priceOverride: { inputPerMillion: number; outputPerMillion: number } | undefined;
}

/** Default models when AI_MODEL is not set. */
export const DEFAULT_MODELS = {
  openai: "gpt-4o-mini",
  "openai-compatible": "llama3.1",
  anthropic: "claude-sonnet-4-5",
};

export class ConfigError extends Error {}

/** Parses and validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0] ?? "environment");
    // The value itself is never printed: it may be a secret or a URL with a password in it.
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const values = parsed.data;
  const oidcParts = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  const oidcSetCount = oidcParts.filter(Boolean).length;
  if (oidcSetCount > 0 && oidcSetCount < 3) {
    const missing = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"].filter((_, i) => !oidcParts[i]);
    throw new ConfigError(`Invalid configuration: ${missing[0]} is required when any OIDC_* variable is set`);
  }
  const oidc =
    values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
      ? {
          issuer: values.OIDC_ISSUER.replace(/\/$/, ""),
          clientId: values.OIDC_CLIENT_ID,
          clientSecret: values.OIDC_CLIENT_SECRET,
          name: values.OIDC_NAME,
        }
      : undefined;
  if (values.PASSWORD_SIGN_IN === "off" && !oidc) {
    throw new ConfigError("Invalid configuration: PASSWORD_SIGN_IN=off needs OIDC_ISSUER to be set");
  }
  const dataDir = path.resolve(values.DATA_DIR);
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration: MAIL_FROM is required when SMTP_URL is set (e.g. "Vector <tutor@example.com>")',
    );
  }
  let billing: BillingConfig | undefined;
  try {
    billing = readBillingConfig(values);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  if (values.OPENAI_BASE_URL && !values.OPENAI_API_KEY) {
    throw new ConfigError(
      "Invalid configuration: OPENAI_API_KEY is required when OPENAI_BASE_URL is set (any text for servers without keys)",
    );
  }
  const provider = values.OPENAI_API_KEY
    ? values.OPENAI_BASE_URL
      ? ("openai-compatible" as const)
      : ("openai" as const)
    : values.ANTHROPIC_API_KEY
      ? ("anthropic" as const)
      : undefined;
  const model = values.AI_MODEL ?? (provider ? DEFAULT_MODELS[provider] : "");
  const priceParts = [values.AI_PRICE_INPUT_PER_MILLION, values.AI_PRICE_OUTPUT_PER_MILLION];
  const ai: AiConfig | undefined = provider
    ? {
        provider,
        apiKey: (provider === "anthropic" ? values.ANTHROPIC_API_KEY : values.OPENAI_API_KEY) ?? "",
        baseUrl: values.OPENAI_BASE_URL,
        model,
        visionModel: values.AI_VISION_MODEL ?? model,
        timeoutMs: values.AI_TIMEOUT_MS,
        maxRetries: values.AI_MAX_RETRIES,
        priceOverride:
          priceParts[0] !== undefined || priceParts[1] !== undefined
            ? { inputPerMillion: priceParts[0] ?? 0, outputPerMillion: priceParts[1] ?? 0 }
            : undefined,
      }
    : undefined;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    adminEmails: values.ADMIN_EMAILS,
    passwordSignIn: values.PASSWORD_SIGN_IN === "on",
    signInAttemptsPerMinute: values.SIGN_IN_ATTEMPTS_PER_MINUTE,
    trialsPerAddressPerDay: values.TRIALS_PER_ADDRESS_PER_DAY,
    oidc,
    ai,
    trustProxy:
      values.TRUST_PROXY === ""
        ? false
        : /^\d+$/.test(values.TRUST_PROXY)
          ? Number(values.TRUST_PROXY)
          : values.TRUST_PROXY.split(",").map((part) => part.trim()),
    logLevel: values.LOG_LEVEL,
    engine: { workers: values.ENGINE_WORKERS, budgetMs: values.ENGINE_BUDGET_MS },
    openstaxSourceUrl: values.OPENSTAX_SOURCE_URL.replace(/(?<!\/)\/+$/, ""),
    billing,
    prioritySupportEmail: values.PRIORITY_SUPPORT_EMAIL,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Vector <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.join(dataDir, "outbox"),
    },
    serveClient: true,
  };
}

/** The address part of "name@host" or "Name <name@host>"; undefined when there is none. */
export function mailAddressOf(from: string): string | undefined {
  const address = /^[^<>]*<([^<>]+)>$/.exec(from)?.[1] ?? from;
  return z.email().safeParse(address.trim()).success ? address.trim() : undefined;
}

/** The session secret kept in DATA_DIR, created on first start so a fresh start needs nothing. */
function readOrCreateSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, "session-secret");
  if (existsSync(secretPath)) return readFileSync(secretPath, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(secretPath, `${secret}\n`, { mode: 0o600 });
  return secret;
}
