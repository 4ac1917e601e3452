/**
 * /checkout, the plan chooser (accounts-and-business.md section 2): shown signed in or signed
 * out; each Select button leaves for the hosted checkout, which carries plan_name as custom data.
 * A signed-out buyer is told to pay with the address of their account: the payment joins the
 * account that confirms that address (decision 030).
 */
import { Link } from "wouter";
import { useAuth } from "../../lib/use-auth";
import { buttonVariants } from "../../ui/button";
import { PlanCards, SelectPlanButton } from "./plan-cards";
import { IN_EVERY_PLAN } from "./subscription-display";

/** /checkout */
export function CheckoutPage() {
  const { user, isLoading } = useAuth();
  const signedOut = !isLoading && !user;
  return (
    <main className="mx-auto min-h-screen max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose Your Plan</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        {IN_EVERY_PLAN} are in every plan. Plans renew monthly and can be cancelled at any time.
      </p>
      {signedOut && (
        <div
          role="note"
          className="mt-6 max-w-2xl rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800"
        >
          <p className="font-semibold text-slate-900">Not signed in?</p>
          <p className="mt-1 text-sm">
            At checkout, use the email address you use (or will use) for your Vector account. The plan joins
            the account with that address once the address is confirmed: create the account with it and open
            the link we email you.{" "}
            <Link href="/login" className="font-medium text-brand-700 underline">
              Sign in first
            </Link>{" "}
            if you already have an account.
          </p>
        </div>
      )}
      <div className="mt-8">
        <PlanCards headingLevel={2} action={(plan) => <SelectPlanButton plan={plan} />} />
      </div>
      <p className="mt-6 text-sm text-slate-700">
        Payment is taken on our payment provider's secure checkout page.{" "}
        {signedOut
          ? "Your plan starts as soon as the payment goes through and your account has confirmed the same email address."
          : "Your plan starts as soon as the payment goes through."}
      </p>
      <Link href="/" className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
        Back to Home
      </Link>
    </main>
  );
}
