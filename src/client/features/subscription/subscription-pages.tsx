/**
 * My Subscription and the plan chooser at /checkout.
 */
import { Link } from "wouter";
import { buttonVariants } from "../../ui/button";
import { SimplePage } from "../../ui/simple-page";
import { SubscriptionStatusCard } from "./subscription-status-card";

/** /subscription */
export function SubscriptionPage() {
  return (
    <SimplePage title="My Subscription" backHref="/" backLabel="Back to Vector">
      <p>Your plan, the sessions you have used this period and the sessions remaining.</p>
      <div className="mt-6 max-w-md">
        <SubscriptionStatusCard linkToSubscription={false} />
      </div>
    </SimplePage>
  );
}

/** /checkout */
export function CheckoutPage() {
  return (
    <SimplePage title="Choose Your Plan">
      <p>Base Plan, Premium Plan and Premium Plus: monthly sessions for every tutoring mode.</p>
      <Link href="/" className={buttonVariants({ variant: "secondary" })}>
        Back to Home
      </Link>
    </SimplePage>
  );
}
