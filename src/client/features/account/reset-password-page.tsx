/**
 * /reset-password: where the link of a reset email lands (the server has checked its token and
 * adds it to the address, or an error when it expired or was used). The student chooses a new
 * password; every session of the account then ends, and they sign in with it.
 */
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../contracts/auth";
import { ApiError } from "../../lib/request";
import { AuthCard, BackToSignIn } from "../../ui/auth-card";
import { Button, buttonVariants } from "../../ui/button";
import { FormField, FormNotice } from "../../ui/form-field";
import { messageOf, resetPassword } from "./account-api";

/** The sign-in page's address after a reset, which then says the password changed. */
export const SIGN_IN_AFTER_RESET = "/login?reset=done";

/** The page a reset link opens. */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(window.location.search);
  const token = query.get("token");
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(query.has("error") || !token);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password.length < PASSWORD_MIN_LENGTH)
      return setError(`Use a password of at least ${PASSWORD_MIN_LENGTH} characters`);
    if (password.length > PASSWORD_MAX_LENGTH)
      return setError(`Use a password of at most ${PASSWORD_MAX_LENGTH} characters`);
    if (password !== repeated) return setError("The two passwords are not the same");
    setBusy(true);
    try {
      await resetPassword(token ?? "", password);
      navigate(SIGN_IN_AFTER_RESET, { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && String(caught.body?.code) === "INVALID_TOKEN") setLinkRefused(true);
      else setError(messageOf(caught));
      setBusy(false);
    }
  }

  if (linkRefused) {
    return (
      <AuthCard title="This link no longer works">
        <div className="grid gap-4 text-sm text-slate-700">
          <p>
            A reset link works once, for one hour. This one has expired or was already used, so your password
            has not changed.
          </p>
          <Link href="/forgot-password" className={buttonVariants()}>
            Send me a new link
          </Link>
          <BackToSignIn />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      intro="Once it is changed, your account is signed out on every device and you sign in with the new password."
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {error && <FormNotice tone="error">{error}</FormNotice>}
        <FormField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <FormField
          label="New password again"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          value={repeated}
          onChange={(event) => setRepeated(event.target.value)}
          required
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AuthCard>
  );
}
