/**
 * The linking tool's request body and messages (accounts-and-business.md sections 3, 5 and 8),
 * as pure functions.
 */
import type { PaidPlanName } from "../../../contracts/plans";
import { ApiError } from "../../lib/request";

export const MISSING_FIELDS_MESSAGE = "Please fill in all required fields";
export const LINK_FAILED_MESSAGE = "Failed to link subscription";
export const UNKNOWN_ERROR_MESSAGE = "An error occurred";

/** The body of POST /api/admin/link-subscription: a blank subscription id is left out. */
export function linkRequestBody(fields: { userEmail: string; planName: string; subscriptionId: string }) {
  const body: { userEmail: string; planName: PaidPlanName; lemonSqueezySubscriptionId?: string } = {
    userEmail: fields.userEmail.trim(),
    planName: fields.planName as PaidPlanName,
  };
  const subscriptionId = fields.subscriptionId.trim();
  if (subscriptionId !== "") body.lemonSqueezySubscriptionId = subscriptionId;
  return body;
}

/** The red message of a failed link: "HTTP {status}: {response text}", the error's message, or a default. */
export function linkErrorMessage(error: unknown): string {
  // ApiError's message is "{status}: {response text}" (src/client/lib/request.ts).
  if (error instanceof ApiError) return `HTTP ${error.message}`;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
