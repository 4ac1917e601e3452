/**
 * /checkout, the plan chooser (accounts-and-business.md section 2): shown signed in or signed
 * out; each Select button leaves for the hosted checkout, which carries plan_name as custom data.
 * A signed-out buyer is told to pay with the address of their account: the payment joins the
 * account that confirms that address (decision 030). The hosted checkout sends a signed-out buyer
 * back here with ?paid=1, and the page then says where the payment waits and what joins it.
 */
import { Link } from "wouter";
import { CHECKOUT_RETURN_QUERY } from "../../../contracts/checkout-return";
import { useBillingOptions } from "../../lib/start-checkout";
import { useAuth } from "../../lib/use-auth";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { buttonVariants } from "../../ui/button";
import { PlanCards, SelectPlanButton } from "./plan-cards";
import { IN_EVERY_PLAN } from "./subscription-display";

/** /checkout */
export function CheckoutPage() {
  const { user, isLoading } = useAuth();
  const signedOut = !isLoading && !user;
  // The page is prerendered without a query: what the address says is read after hydration.
  const hydrated = useIsHydrated();
  const returnedFromCheckout =
    hydrated &&
    new URLSearchParams(window.location.search).get(CHECKOUT_RETURN_QUERY.name) ===
      CHECKOUT_RETURN_QUERY.value;
  return (
    <main className="mx-auto min-h-screen max-w-5xl px-4 py-10">
      {returnedFromCheckout && !isLoading && <AfterPayment signedIn={Boolean(user)} />}
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

/** What happens to a payment just made, said as it is (decision 030). */
function AfterPayment({ signedIn }: { signedIn: boolean }) {
  const options = useBillingOptions();
  return (
    <section
      role="status"
      aria-labelledby="after-payment-heading"
      className="mb-8 max-w-2xl rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-slate-800"
    >
      <h2 id="after-payment-heading" className="text-xl font-bold text-slate-900">
        Thank you for your payment
      </h2>
      {signedIn ? (
        <p className="mt-2">
          Your plan starts on this account as soon as the payment goes through, usually within a minute.{" "}
          <Link href="/subscription" className={LINK_CLASS}>
            See My Subscription
          </Link>
          .
        </p>
      ) : options.isLoading ? null : (
        <>
          <p className="mt-2">
            Your plan is kept for the Vector account with the email address you paid with. It joins that
            account once the address is confirmed, and not before: an address nobody has confirmed could be
            anyone's.
          </p>
          {options.data?.addressesConfirmedByEmail ? <StepsWithEmail /> : <StepsWithoutEmail />}
        </>
      )}
    </section>
  );
}

const LINK_CLASS = "font-medium text-brand-700 underline";

function StepsWithEmail() {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
      <li>
        New to Vector?{" "}
        <Link href="/login" className={LINK_CLASS}>
          Create your account
        </Link>{" "}
        with that address, then open the link we email to it.
      </li>
      <li>
        Already have an account with that address?{" "}
        <Link href="/login" className={LINK_CLASS}>
          Sign in
        </Link>
        . If the address is confirmed, the plan is already there or arrives within a minute; if not, open the
        link we sent when you signed up, or send it again from your Account page.
      </li>
      <li>
        Paid with another address?{" "}
        <Link href="/contact" className={LINK_CLASS}>
          Write to support
        </Link>{" "}
        from your account's address, and we link the plan to it.
      </li>
    </ul>
  );
}

/** Without SMTP no confirmation link reaches a student; an address already confirmed still matches. */
function StepsWithoutEmail() {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
      <li>
        Your account's address is already confirmed (your Account page says so)? Then the plan is already
        there or arrives within a minute:{" "}
        <Link href="/login" className={LINK_CLASS}>
          sign in
        </Link>
        .
      </li>
      <li>
        Otherwise: this server sends no email, so it cannot send you a link to confirm the address. Create
        your account with that address (or sign in), then{" "}
        <Link href="/contact" className={LINK_CLASS}>
          write to support
        </Link>{" "}
        and we link the plan to it.
      </li>
    </ul>
  );
}
