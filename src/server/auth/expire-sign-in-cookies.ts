/**
 * The Set-Cookie values that remove the sign-in library's cookies from a browser, as its own
 * sign-out sends them (same names, path and flags, Max-Age=0), for the calls that end an
 * account's sessions without going through the library, such as deleting the account.
 */
import type { Auth } from "./auth";

interface CookieAttributes {
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string | boolean;
}

/** One Set-Cookie value that removes the named cookie. */
export function expiredCookie(name: string, attributes: CookieAttributes): string {
  const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`];
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  if (typeof attributes.sameSite === "string") {
    parts.push(
      `SameSite=${attributes.sameSite[0].toUpperCase()}${attributes.sameSite.slice(1).toLowerCase()}`,
    );
  }
  return parts.join("; ");
}

/** The Set-Cookie values that remove the session cookie and its companions. */
export async function signInCookieExpiries(auth: Auth): Promise<string[]> {
  const { sessionToken, sessionData, dontRememberToken } = (await auth.$context).authCookies;
  return [sessionToken, sessionData, dontRememberToken].map((cookie) =>
    expiredCookie(cookie.name, cookie.attributes as CookieAttributes),
  );
}
