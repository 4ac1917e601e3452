/**
 * /checkout, the plan chooser (accounts-and-business.md section 2): shown signed in or signed
 * out; each Select button leaves for the hosted checkout, which carries plan_name as custom data.
 */
import { Link } from "wouter";
import { buttonVariants } from "../../ui/button";
import { PlanCards, SelectPlanButton } from "./plan-cards";
import { IN_EVERY_PLAN } from "./subscription-display";

/** /checkout */
export function CheckoutPage() {
  return (
    <main className="mx-auto min-h-screen max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose Your Plan</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        {IN_EVERY_PLAN} are in every plan. Plans renew monthly and can be cancelled at any time.
      </p>
      <div className="mt-8">
        <PlanCards headingLevel={2} action={(plan) => <SelectPlanButton plan={plan} />} />
      </div>
      <p className="mt-6 text-sm text-slate-700">
        Payment is taken on our payment provider's secure checkout page. Your plan starts as soon as the
        payment goes through.
      </p>
      <Link href="/" className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
        Back to Home
      </Link>
    </main>
  );
}
