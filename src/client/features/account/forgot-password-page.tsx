/**
 * /forgot-password: asks for the account's email and sends a reset link. The answer is the same
 * whether or not the address has an account, so the page never says which.
 */
import { type FormEvent, useState } from "react";
import { AuthCard, BackToSignIn } from "../../ui/auth-card";
import { Button } from "../../ui/button";
import { FormField, FormNotice } from "../../ui/form-field";
import { messageOf, requestPasswordReset } from "./account-api";

/** The page "Forgot password?" on the sign-in page opens. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState(() => new URLSearchParams(window.location.search).get("email") ?? "");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) return setError("Enter the email address of your account");
    setBusy(true);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <div className="grid gap-4 text-sm text-slate-700">
          <FormNotice tone="success">
            If a Vector account uses <strong className="break-all">{sentTo}</strong>, we have sent it a link
            to choose a new password.
          </FormNotice>
          <p>
            The link works once, for one hour. Choosing a new password signs you out on every other device.
          </p>
          <p>
            Nothing arrived after a few minutes? Look in your spam folder, check the address, or{" "}
            <button
              type="button"
              className="cursor-pointer font-medium text-brand-700 underline"
              onClick={() => setSentTo(null)}
            >
              ask for a new link
            </button>
            .
          </p>
          <BackToSignIn />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address of your Vector account and we will send you a link to choose a new password."
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {error && <FormNotice tone="error">{error}</FormNotice>}
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </Button>
        <BackToSignIn />
      </form>
    </AuthCard>
  );
}
