/**
 * Lemon Squeezy settings, read with the rest of the configuration at start-up. Nothing set means
 * no payments: plans are granted by support, and the paid buttons say payments are not set up.
 */
import { z } from "zod";
import { PAID_PLAN_NAMES, type PaidPlanName } from "../../contracts/plans";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** An empty variable counts as unset, as in the rest of the configuration. */
const emptyAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const variantId = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "must be the variant's number from the Lemon Squeezy dashboard")
    .optional(),
);

const buyUrl = z.preprocess(
  emptyAsUnset,
  z
    .url({
      protocol: /^https?$/,
      error: "must be the plan's buy link (https://STORE.lemonsqueezy.com/checkout/buy/...)",
    })
    .optional(),
);

/** The variables of each paid plan, in PAID_PLAN_NAMES order. */
const PLAN_VARIABLES: Record<PaidPlanName, { variant: string; buyUrl: string }> = {
  "Base Plan": { variant: "LEMONSQUEEZY_BASE_PLAN_VARIANT_ID", buyUrl: "LEMONSQUEEZY_BASE_PLAN_BUY_URL" },
  "Premium Plan": {
    variant: "LEMONSQUEEZY_PREMIUM_PLAN_VARIANT_ID",
    buyUrl: "LEMONSQUEEZY_PREMIUM_PLAN_BUY_URL",
  },
  "Premium Plus": {
    variant: "LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID",
    buyUrl: "LEMONSQUEEZY_PREMIUM_PLUS_BUY_URL",
  },
};

export const billingEnvironmentSchema = z.object({
  LEMONSQUEEZY_API_KEY: optionalText,
  LEMONSQUEEZY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.lemonsqueezy.com"),
  LEMONSQUEEZY_STORE_ID: variantId,
  LEMONSQUEEZY_WEBHOOK_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .min(6, "must be the webhook's signing secret, 6 to 40 characters")
      .max(40, "must be the webhook's signing secret, 6 to 40 characters")
      .optional(),
  ),
  LEMONSQUEEZY_BASE_PLAN_VARIANT_ID: variantId,
  LEMONSQUEEZY_PREMIUM_PLAN_VARIANT_ID: variantId,
  LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID: variantId,
  LEMONSQUEEZY_BASE_PLAN_BUY_URL: buyUrl,
  LEMONSQUEEZY_PREMIUM_PLAN_BUY_URL: buyUrl,
  LEMONSQUEEZY_PREMIUM_PLUS_BUY_URL: buyUrl,
  LEMONSQUEEZY_TEST_MODE: z.preprocess(
    emptyAsUnset,
    z
      .enum(["refuse", "accept"], {
        error: "must be refuse (test-mode payments change no plan) or accept (they do, as live ones)",
      })
      .default("refuse"),
  ),
});
export type BillingEnvironment = z.infer<typeof billingEnvironmentSchema>;

export interface BillingConfig {
  /** Creates checkouts and fetches customer-portal addresses through the API when set. */
  api: { key: string; baseUrl: string; storeId: string } | undefined;
  webhookSecret: string;
  /** Lemon Squeezy variant id of each paid plan. */
  variantIds: Record<PaidPlanName, string>;
  /** Each plan's hosted buy link (used when there is no API key). */
  buyUrls: Record<PaidPlanName, string> | undefined;
  /**
   * Whether deliveries marked test_mode (test cards) grant and change plans like live ones; when
   * not, they are kept for support and change nothing.
   */
  acceptTestMode: boolean;
}

/**
 * Checks that the Lemon Squeezy settings make a whole: returns undefined when none is set, or
 * the one-line problem ("LEMONSQUEEZY_X is required when ...") as an Error.
 */
export function readBillingConfig(values: BillingEnvironment): BillingConfig | undefined {
  const variants = PAID_PLAN_NAMES.map(
    (plan) => values[PLAN_VARIABLES[plan].variant as keyof BillingEnvironment],
  );
  const buyUrls = PAID_PLAN_NAMES.map(
    (plan) => values[PLAN_VARIABLES[plan].buyUrl as keyof BillingEnvironment],
  );
  const anySet =
    values.LEMONSQUEEZY_API_KEY ||
    values.LEMONSQUEEZY_STORE_ID ||
    values.LEMONSQUEEZY_WEBHOOK_SECRET ||
    variants.some(Boolean) ||
    buyUrls.some(Boolean);
  if (!anySet) return undefined;

  const because = "when any LEMONSQUEEZY_* variable is set";
  if (!values.LEMONSQUEEZY_WEBHOOK_SECRET) {
    throw new Error(
      `LEMONSQUEEZY_WEBHOOK_SECRET is required ${because} (payments are applied from webhooks)`,
    );
  }
  const missingVariant = PAID_PLAN_NAMES.find((_, i) => !variants[i]);
  if (missingVariant) {
    throw new Error(`${PLAN_VARIABLES[missingVariant].variant} is required ${because}`);
  }
  if (values.LEMONSQUEEZY_API_KEY && !values.LEMONSQUEEZY_STORE_ID) {
    throw new Error("LEMONSQUEEZY_STORE_ID is required when LEMONSQUEEZY_API_KEY is set");
  }
  if (buyUrls.some(Boolean)) {
    const missingUrl = PAID_PLAN_NAMES.find((_, i) => !buyUrls[i]);
    if (missingUrl)
      throw new Error(`${PLAN_VARIABLES[missingUrl].buyUrl} is required when any plan's buy link is set`);
  }
  if (new Set(variants).size !== variants.length) {
    throw new Error("LEMONSQUEEZY_BASE_PLAN_VARIANT_ID and the other plans' variant ids must all differ");
  }
  const byPlan = <T>(list: T[]) =>
    Object.fromEntries(PAID_PLAN_NAMES.map((plan, i) => [plan, list[i]])) as Record<
      PaidPlanName,
      NonNullable<T>
    >;
  return {
    api:
      values.LEMONSQUEEZY_API_KEY && values.LEMONSQUEEZY_STORE_ID
        ? {
            key: values.LEMONSQUEEZY_API_KEY,
            baseUrl: values.LEMONSQUEEZY_API_URL.replace(/(?<!\/)\/+$/, ""),
            storeId: values.LEMONSQUEEZY_STORE_ID,
          }
        : undefined,
    webhookSecret: values.LEMONSQUEEZY_WEBHOOK_SECRET,
    variantIds: byPlan(variants as string[]),
    buyUrls: buyUrls.every(Boolean) ? byPlan(buyUrls as string[]) : undefined,
    acceptTestMode: values.LEMONSQUEEZY_TEST_MODE === "accept",
  };
}

/** The paid plan sold as a Lemon Squeezy variant, if it is one of ours. */
export function planOfVariant(config: BillingConfig, variant: string | number | null | undefined) {
  return PAID_PLAN_NAMES.find((plan) => config.variantIds[plan] === String(variant ?? ""));
}
