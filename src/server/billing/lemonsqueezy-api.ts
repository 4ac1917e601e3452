/**
 * The Lemon Squeezy API calls the product makes: create a checkout, read a subscription (for a
 * fresh customer-portal address and for the full state behind a payment event), and cancel or
 * resume one (My Subscription's Cancel Plan and Resume Plan). Plain
 * fetch against a configurable base URL, so tests run against a real local server
 * (docs/decisions/014-payments-with-lemon-squeezy.md says why not the SDK).
 */
import { AppError } from "../http/errors";
import type { BillingConfig } from "./billing-config";

type ApiConfig = NonNullable<BillingConfig["api"]>;

const API_TIMEOUT_MS = 10_000;

/** The provider failed or did not answer: the student can try again, nothing was changed. */
function providerUnavailable(what: string) {
  return new AppError(
    502,
    "PAYMENT_PROVIDER_UNAVAILABLE",
    `The payment provider could not ${what}; please try again in a minute`,
  );
}

async function callApi(api: ApiConfig, path: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}${path}`, {
      ...init,
      headers: {
        accept: "application/vnd.api+json",
        "content-type": "application/vnd.api+json",
        authorization: `Bearer ${api.key}`,
      },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw providerUnavailable(what);
  }
  if (response.status === 404) return undefined;
  if (!response.ok) throw providerUnavailable(what);
  try {
    return await response.json();
  } catch {
    throw providerUnavailable(what);
  }
}

/** Creates a hosted checkout for one variant with custom data and a prefilled email; returns its URL. */
export async function createHostedCheckout(
  api: ApiConfig,
  checkout: { variantId: string; custom: Record<string, string>; email?: string; redirectUrl: string },
): Promise<string> {
  const body = {
    data: {
      type: "checkouts",
      attributes: {
        checkout_data: { ...(checkout.email ? { email: checkout.email } : {}), custom: checkout.custom },
        product_options: {
          redirect_url: checkout.redirectUrl,
          enabled_variants: [Number(checkout.variantId)],
        },
      },
      relationships: {
        store: { data: { type: "stores", id: api.storeId } },
        variant: { data: { type: "variants", id: checkout.variantId } },
      },
    },
  };
  const answer = (await callApi(
    api,
    "/v1/checkouts",
    { method: "POST", body: JSON.stringify(body) },
    "start the checkout",
  )) as { data?: { attributes?: { url?: unknown } } } | undefined;
  const url = answer?.data?.attributes?.url;
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw providerUnavailable("start the checkout");
  return url;
}

/** A subscription as the API returns it (the same attributes a subscription webhook carries). */
export interface ProviderSubscription {
  id: string;
  attributes: Record<string, unknown>;
}

/** Reads one subscription; undefined when the provider does not know it. */
export async function fetchSubscription(
  api: ApiConfig,
  subscriptionId: string,
): Promise<ProviderSubscription | undefined> {
  const answer = (await callApi(
    api,
    `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
    { method: "GET" },
    "read the subscription",
  )) as { data?: { id?: unknown; attributes?: unknown } } | undefined;
  if (!answer?.data || typeof answer.data.attributes !== "object" || answer.data.attributes === null)
    return undefined;
  return { id: String(answer.data.id), attributes: answer.data.attributes as Record<string, unknown> };
}

/**
 * Cancels a subscription at the end of its paid period (DELETE /v1/subscriptions/{id}), or resumes
 * a cancelled one before that (PATCH with cancelled: false); answers the subscription's new state,
 * or undefined when the provider does not know it.
 */
export async function setSubscriptionCancelled(
  api: ApiConfig,
  subscriptionId: string,
  cancelled: boolean,
): Promise<ProviderSubscription | undefined> {
  const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
  const init: RequestInit = cancelled
    ? { method: "DELETE" }
    : {
        method: "PATCH",
        body: JSON.stringify({
          data: { type: "subscriptions", id: subscriptionId, attributes: { cancelled: false } },
        }),
      };
  const answer = (await callApi(api, path, init, cancelled ? "cancel the plan" : "resume the plan")) as
    | { data?: { id?: unknown; attributes?: unknown } }
    | undefined;
  if (!answer?.data || typeof answer.data.attributes !== "object" || answer.data.attributes === null)
    return undefined;
  return { id: String(answer.data.id), attributes: answer.data.attributes as Record<string, unknown> };
}
