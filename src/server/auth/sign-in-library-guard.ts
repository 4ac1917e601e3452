/**
 * What the app enforces on its own routes, applied to the sign-in library's routes (/api/auth/*)
 * too: a session past its absolute lifetime is ended before the library sees it (the library would
 * accept and renew it), and the raw session token, which is the session itself, never reaches page
 * scripts in an answer (get-session, list-sessions, and the answer to a sign-in).
 */
import { type Auth, SESSION_ABSOLUTE_LIFETIME_MS } from "./auth";
import { cookieValue, verifiedToken } from "./read-session";

/**
 * Creates the check run before each sign-in library call: it deletes the request's session when
 * it is older than the absolute lifetime, in one statement, so the library finds no session.
 */
export async function createSessionLifetimeGuard(auth: Auth) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const secret = context.secret;

  return async function endSessionPastLifetime(cookieHeader: string | undefined): Promise<void> {
    const signed = cookieValue(cookieHeader, cookieName);
    if (!signed) return;
    const token = verifiedToken(signed, secret);
    if (!token) return;
    await context.adapter.deleteMany({
      model: "session",
      where: [
        { field: "token", value: token },
        { field: "createdAt", operator: "lt", value: new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS) },
      ],
    });
  };
}

/** Whether a value is a session as the library answers it (with its token). */
function isSessionObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    "token" in value &&
    "userId" in value &&
    "expiresAt" in value
  );
}

function withoutToken(value: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, ...rest } = value;
  return rest;
}

/** Whether a value is a sign-in's answer ({ token, user }), whose token is the new session's. */
function isSignInAnswer(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && "token" in value && "user" in value;
}

/**
 * The library's answer with the token left out of every session it names: the session of
 * get-session ({ session, user }), each one of list-sessions (an array), and the top-level token
 * of a sign-in's answer (the cookie carries the session). Other answers pass as they are.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  let stripped = body;
  if (Array.isArray(body) && body.some(isSessionObject)) {
    stripped = body.map((item) => (isSessionObject(item) ? withoutToken(item) : item));
  } else if (
    typeof body === "object" &&
    body !== null &&
    "session" in body &&
    isSessionObject(body.session)
  ) {
    stripped = { ...body, session: withoutToken(body.session) };
  } else if (isSignInAnswer(body)) {
    stripped = withoutToken(body);
  }
  return new Response(stripped === body ? text : JSON.stringify(stripped), {
    status: response.status,
    headers: response.headers,
  });
}
