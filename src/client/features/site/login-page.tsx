/**
 * The sign-in page: email and password sign-in, account creation, "Forgot password?", and the
 * OpenID Connect provider when one is configured.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { PASSWORD_MIN_LENGTH, type SignInMethods } from "../../../contracts/auth";
import { ApiError, apiRequest, getQueryFn } from "../../lib/request";
import { AuthCard } from "../../ui/auth-card";
import { Button, buttonVariants } from "../../ui/button";
import { FormNotice, inputClass } from "../../ui/form-field";

/** The /login page. */
export function LoginPage() {
  const methods = useQuery<SignInMethods | null>({
    queryKey: ["/api/auth/methods"],
    queryFn: getQueryFn<SignInMethods>({ on401: "returnNull" }),
  });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(
    new URLSearchParams(window.location.search).has("error")
      ? "Sign-in with your provider did not complete"
      : null,
  );
  const [busy, setBusy] = useState(false);
  const passwordReset = new URLSearchParams(window.location.search).get("reset") === "done";
  const nameHintId = useId();

  async function submit(action: "sign-in" | "sign-up") {
    setError(null);
    if (!email.trim() || !password) return setError("Enter your email and password");
    if (action === "sign-up" && !name.trim()) return setError("Enter your name to create an account");
    if (action === "sign-up" && password.length < PASSWORD_MIN_LENGTH)
      return setError(`Use a password of at least ${PASSWORD_MIN_LENGTH} characters`);
    setBusy(true);
    try {
      const payload =
        action === "sign-in"
          ? { email: email.trim(), password }
          : { email: email.trim(), password, name: name.trim() };
      await apiRequest("POST", `/api/auth/${action}/email`, payload);
      // Creating an account never signs in by itself, so its answer cannot tell a taken address.
      if (action === "sign-up")
        await apiRequest("POST", "/api/auth/sign-in/email", { email: email.trim(), password });
      window.location.assign("/");
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.body?.message ?? caught.message) : "Could not reach Vector",
      );
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void submit(submitter?.value === "sign-up" ? "sign-up" : "sign-in");
  }

  const oidc = methods.data?.oidc;
  const passwordOn = methods.data?.password ?? true;

  return (
    <AuthCard title="Sign in to Vector" intro="New here? Fill in your name too and choose Create account.">
      {(error || passwordReset) && (
        <div className="mb-4">
          {error ? (
            <FormNotice tone="error">{error}</FormNotice>
          ) : (
            <FormNotice tone="success">
              Your password is changed and every device was signed out. Sign in with your new password.
            </FormNotice>
          )}
        </div>
      )}
      {passwordOn && (
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <label className="text-sm font-medium">
            Email
            <input
              className={inputClass}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </label>
          <div>
            <label className="text-sm font-medium">
              Password
              <input
                className={inputClass}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            </label>
            <Link
              href={
                email.trim()
                  ? `/forgot-password?email=${encodeURIComponent(email.trim())}`
                  : "/forgot-password"
              }
              className="mt-1 inline-block text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <label className="text-sm font-medium">
            Name
            <input
              className={inputClass}
              type="text"
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={nameHintId}
            />
          </label>
          {/* Outside the label: the field's name is "Name", the hint its description. */}
          <p id={nameHintId} className="-mt-3 text-xs text-slate-500">
            Only needed to create an account
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" value="sign-in" disabled={busy}>
              Sign in
            </Button>
            <Button type="submit" value="sign-up" variant="secondary" disabled={busy}>
              Create account
            </Button>
          </div>
        </form>
      )}
      {oidc && (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <a href="/api/login/oidc" className={`${buttonVariants({ variant: "secondary" })} w-full`}>
            Continue with {oidc.name}
          </a>
        </div>
      )}
    </AuthCard>
  );
}
