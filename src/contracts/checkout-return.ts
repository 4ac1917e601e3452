/**
 * Where the hosted checkout sends a buyer who was signed out: /checkout, which then says where the
 * payment waits (a signed-in student goes back to /subscription, the plan already theirs). Kept
 * apart from the billing schemas, free of zod, so the plan chooser does not load the schema library
 * for it (its Content-Security-Policy also forbids the eval zod tries).
 */
export const CHECKOUT_RETURN_QUERY = { name: "paid", value: "1" } as const;
