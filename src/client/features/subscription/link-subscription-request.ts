/**
 * The linking tool's request body and messages (accounts-and-business.md sections 3, 5 and 8),
 * as pure functions.
 */
import type { PaidPlanName } from "../../../contracts/plans";
import { ApiError } from "../../lib/request";

export const MISSING_FIELDS_MESSAGE = "Please fill in all required fields";
export const LINK_FAILED_MESSAGE = "Failed to link subscription";
export const UNKNOWN_ERROR_MESSAGE = "An error occurred";

/**
 * The body of POST /api/admin/link-subscription: a blank subscription id is left out, and so is
 * the length when there is an id (the subscription's own dates apply). The length is a number of
 * months, or "until" with the plan's last day; left out, the server gives one month.
 */
export function linkRequestBody(fields: {
  userEmail: string;
  planName: string;
  subscriptionId: string;
  length?: string;
  lastDay?: string;
}) {
  const body: {
    userEmail: string;
    planName: PaidPlanName;
    lemonSqueezySubscriptionId?: string;
    months?: number;
    endsOn?: string;
  } = {
    userEmail: fields.userEmail.trim(),
    planName: fields.planName as PaidPlanName,
  };
  const subscriptionId = fields.subscriptionId.trim();
  if (subscriptionId !== "") {
    body.lemonSqueezySubscriptionId = subscriptionId;
    return body;
  }
  if (fields.length === "until" && fields.lastDay) body.endsOn = fields.lastDay;
  else if (fields.length && fields.length !== "until") body.months = Number(fields.length);
  return body;
}

/** The red message of a failed link: "HTTP {status}: {response text}", the error's message, or a default. */
export function linkErrorMessage(error: unknown): string {
  // ApiError's message is "{status}: {response text}" (src/client/lib/request.ts).
  if (error instanceof ApiError) return `HTTP ${error.message}`;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
