/**
 * Buying a paid plan: the server gives the hosted checkout address (created through the Lemon
 * Squeezy API, or the plan's buy link with plan_name and, when signed in, the student's id as
 * custom data), and the browser leaves for it. Shared by /checkout, My Subscription and /pricing.
 * Manage Billing and Change Plan open a fresh customer-portal address in a new tab.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type {
  BillingOptionsResponse,
  BillingPortalResponse,
  CheckoutResponse,
} from "../../contracts/billing";
import type { PaidPlanName } from "../../contracts/plans";
import { ApiError, errorCodeOf, getQueryFn, requestJson } from "./request";
import { toast } from "./toast-store";

export const BILLING_OPTIONS_KEY = "/api/billing/options";

/** What the plan buttons can do on this server (plans, and whether checkout is configured). */
export function useBillingOptions() {
  return useQuery<BillingOptionsResponse | null>({
    queryKey: [BILLING_OPTIONS_KEY],
    queryFn: getQueryFn<BillingOptionsResponse>({ on401: "returnNull" }),
    staleTime: 10 * 60 * 1000,
  });
}

/** Sentence shown on paid plan buttons when this server takes no payments. */
export const PAYMENTS_NOT_SET_UP =
  "Payments are not set up on this server yet, so plans cannot be bought here. Contact support to get a plan.";

/** Asks for the checkout address of a plan and leaves the app for it. */
export async function startCheckout(planName: PaidPlanName): Promise<void> {
  const { url } = await requestJson<CheckoutResponse>("POST", "/api/billing/checkout", { planName });
  window.location.assign(url);
}

/**
 * A plan button's checkout: `leaving` while the browser heads for the checkout, and a
 * "Checkout Failed" toast with the server's message when it cannot.
 */
export function useStartCheckout(planName: PaidPlanName) {
  const [leaving, setLeaving] = useState(false);
  async function choose() {
    setLeaving(true);
    try {
      await startCheckout(planName);
    } catch (error) {
      setLeaving(false);
      toast({ title: "Checkout Failed", description: billingErrorMessage(error), variant: "destructive" });
    }
  }
  return { leaving, choose };
}

/** The message of a failed checkout or portal request, for a toast. */
export function billingErrorMessage(error: unknown): string {
  // A server without payments says so in the same words wherever a plan button is.
  if (errorCodeOf(error) === "PAYMENTS_NOT_CONFIGURED") return PAYMENTS_NOT_SET_UP;
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens a fresh customer-portal address in a new tab. The tab is opened on the click itself,
 * before the address is known, because browsers block tabs opened after an await; it gets the
 * address once the server answers, and is closed again if the server refuses.
 */
export async function openBillingPortal(): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const { url } = await requestJson<BillingPortalResponse>("POST", "/api/billing/portal");
    if (!tab) {
      window.location.assign(url);
      return;
    }
    // The portal must not be able to reach back into this page.
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
