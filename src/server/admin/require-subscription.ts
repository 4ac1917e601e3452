/** Coded errors the session-changing admin calls share. */
import { AppError } from "../http/errors";

/** 409: the user has no subscription, so there is no period whose sessions could change. */
export function noSubscriptionError(email: string): AppError {
  return new AppError(
    409,
    "NO_SUBSCRIPTION",
    `${email} has no subscription yet: start their free trial or link a plan first`,
  );
}
