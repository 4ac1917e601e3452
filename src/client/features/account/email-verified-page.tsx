/**
 * /email-verified: where the link of a confirmation email lands, after the server confirmed the
 * address (or found the link expired or not valid).
 */
import { useAuth } from "../../lib/use-auth";
import { AuthCard } from "../../ui/auth-card";
import { buttonVariants } from "../../ui/button";

const PROBLEMS: Record<string, { title: string; text: string }> = {
  TOKEN_EXPIRED: {
    title: "This link has expired",
    text: "A confirmation link works for 24 hours. Sign in and send a new one from your account page.",
  },
};
const NOT_VALID = {
  title: "This link is not valid",
  text: "It may have been cut short by your email program, or the address was changed since. Sign in and send a new link from your account page.",
};

/** The page a confirmation link opens. */
export function EmailVerifiedPage() {
  const { user } = useAuth();
  const error = new URLSearchParams(window.location.search).get("error");
  if (error) {
    const problem = PROBLEMS[error] ?? NOT_VALID;
    return (
      <AuthCard title={problem.title}>
        <div className="grid gap-4 text-sm text-slate-700">
          <p>{problem.text}</p>
          <a href={user ? "/account" : "/login"} className={buttonVariants()}>
            {user ? "Open my account" : "Sign in"}
          </a>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your email address is confirmed">
      <div className="grid gap-4 text-sm text-slate-700">
        <p>Thank you. This is the address we will use if you ever need to reset your password.</p>
        <a href="/" className={buttonVariants()}>
          Continue to Vector
        </a>
      </div>
    </AuthCard>
  );
}
