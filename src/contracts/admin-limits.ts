/**
 * Constants of the support portal that both the server schemas and the browser read. Kept free of
 * zod so the client bundle can import them without pulling the schema library in.
 */

/** A user search starts from this many characters (accounts-and-business.md section 9). */
export const USER_SEARCH_MIN_CHARACTERS = 3;
/** Most users a search returns. */
export const USER_SEARCH_MAX_RESULTS = 20;
/** The grant list of the Test User System shows this many regular users. */
export const GRANT_LIST_SIZE = 10;
/** The reason a billing-cycle reset is recorded with (section 7). */
export const MANUAL_RESET_REASON = "Manual billing cycle reset";
/** Support Actions shows this many log entries per page unless asked otherwise. */
export const ADMIN_ACTIONS_PAGE_SIZE = 20;
/** Largest page of the log that may be asked for. */
export const ADMIN_ACTIONS_MAX_PAGE_SIZE = 100;
/** Longest reason kept with an admin action, in characters. */
export const MAX_REASON_LENGTH = 500;
/** Largest number of sessions one adjustment or credit may move, a guard against a typo of extra zeros. */
export const MAX_SESSIONS_PER_CHANGE = 10_000;

/** The action names written to the audit log. */
export const ADMIN_ACTION_NAMES = {
  adjustSessions: "adjust-sessions",
  applyCredit: "apply-credit",
  resetSessions: "reset-sessions",
  testUserMode: "test-user-mode",
  whitelistAdd: "test-user-whitelist-add",
  whitelistRemove: "test-user-whitelist-remove",
  grantTestUser: "grant-test-user",
  revokeTestUser: "revoke-test-user",
  linkSubscription: "link-subscription",
  attachEarlierPayment: "attach-earlier-payment",
  roleChange: "role-change",
  studentDataRead: "student-data-read",
  dataListRead: "data-list-read",
  accountDeleted: "account-deleted",
  planCancelled: "plan-cancelled",
  planResumed: "plan-resumed",
} as const;
