/**
 * /subscription-debug, the subscription linking tool (accounts-and-business.md sections 2, 4, 5
 * and 8): support links a student's account to a paid plan and, optionally, to a Lemon Squeezy
 * subscription. The page is publicly routed; the server answers the call for admins only, and
 * the troubleshooting card lists the payments that matched no account when an admin looks.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import type { LinkSubscriptionResponse, UnmatchedBillingEvent } from "../../../contracts/billing";
import { HAND_LINKED_LENGTHS, PAID_PLAN_NAMES } from "../../../contracts/plans";
import { getQueryFn, requestJson } from "../../lib/request";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import {
  LINK_FAILED_MESSAGE,
  linkErrorMessage,
  linkRequestBody,
  MISSING_FIELDS_MESSAGE,
} from "./link-subscription-request";
import { formatDate } from "./subscription-display";

const BILLING_EVENTS_KEY = "/api/admin/billing-events";

type Outcome = { kind: "success" | "failure"; message: string } | null;

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-500";

/** /subscription-debug */
export function SubscriptionLinkingPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === "admin";
  const queryClient = useQueryClient();
  const [userEmail, setUserEmail] = useState("");
  const [planName, setPlanName] = useState("");
  const [subscriptionId, setSubscriptionId] = useState("");
  // Empty: the server's default of one month.
  const [length, setLength] = useState("");
  const [lastDay, setLastDay] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const missingRequired = userEmail.trim() === "" || planName === "";
  // The button stays disabled while a required field is empty, so the spec's message is shown as
  // soon as the form is started with one of them still empty, rather than after a refused click.
  const startedIncomplete = missingRequired && (userEmail !== "" || planName !== "" || subscriptionId !== "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missingRequired) {
      setOutcome({ kind: "failure", message: MISSING_FIELDS_MESSAGE });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      const body = linkRequestBody({ userEmail, planName, subscriptionId, length, lastDay });
      // Read defensively: an answer without success true is a failure (section 8).
      const result = await requestJson<Partial<LinkSubscriptionResponse>>(
        "POST",
        "/api/admin/link-subscription",
        body,
      );
      if (result.success !== true) throw new Error(LINK_FAILED_MESSAGE);
      setOutcome({ kind: "success", message: result.message ?? "" });
      setUserEmail("");
      setPlanName("");
      setSubscriptionId("");
      setLength("");
      setLastDay("");
      await queryClient.invalidateQueries({ queryKey: [BILLING_EVENTS_KEY] });
    } catch (error) {
      setOutcome({ kind: "failure", message: linkErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  function fillFromDelivery(delivery: UnmatchedBillingEvent) {
    setSubscriptionId(delivery.lemonsqueezySubscriptionId ?? "");
    if (delivery.planName && (PAID_PLAN_NAMES as readonly string[]).includes(delivery.planName)) {
      setPlanName(delivery.planName);
    }
    if (delivery.customerEmail && userEmail.trim() === "") setUserEmail(delivery.customerEmail);
    setOutcome(null);
    document.getElementById("link-user-email")?.focus();
  }

  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-10">
      <Link href="/admin" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Admin
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Subscription Linking</h1>
      <p className="mt-3 text-slate-700">
        Link a student's account to a paid plan, for a payment that reached no account or a plan given outside
        the store. The student must have signed in to Vector once.
      </p>

      <section
        aria-labelledby="link-form-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="link-form-heading" className="text-xl font-bold text-slate-900">
          Link a subscription
        </h2>
        <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <div>
            <label htmlFor="link-user-email" className="text-sm font-medium text-slate-900">
              User email <span aria-hidden="true">*</span>
            </label>
            <input
              id="link-user-email"
              type="email"
              required
              autoComplete="off"
              value={userEmail}
              disabled={submitting}
              onChange={(event) => setUserEmail(event.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="link-plan" className="text-sm font-medium text-slate-900">
              Plan <span aria-hidden="true">*</span>
            </label>
            <select
              id="link-plan"
              required
              value={planName}
              disabled={submitting}
              onChange={(event) => setPlanName(event.target.value)}
              className={inputClass}
            >
              <option value="">Select a plan</option>
              {PAID_PLAN_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="link-subscription-id" className="text-sm font-medium text-slate-900">
              Lemon Squeezy subscription ID (optional)
            </label>
            <input
              id="link-subscription-id"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={subscriptionId}
              disabled={submitting}
              onChange={(event) => setSubscriptionId(event.target.value)}
              aria-describedby="link-subscription-id-hint"
              className={inputClass}
            />
            <p id="link-subscription-id-hint" className="mt-1 text-sm text-slate-600">
              The number in the subscription's address in the Lemon Squeezy dashboard. With it, the plan takes
              the subscription's real status and renewal date.
            </p>
          </div>
          {subscriptionId.trim() === "" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="link-length" className="text-sm font-medium text-slate-900">
                  Length
                </label>
                <select
                  id="link-length"
                  value={length}
                  disabled={submitting}
                  onChange={(event) => setLength(event.target.value)}
                  aria-describedby="link-length-hint"
                  className={inputClass}
                >
                  {HAND_LINKED_LENGTHS.map((months) => (
                    <option key={months} value={months === 1 ? "" : String(months)}>
                      {months === 1 ? "1 month" : `${months} months`}
                    </option>
                  ))}
                  <option value="until">Until a date</option>
                </select>
              </div>
              {length === "until" && (
                <div>
                  <label htmlFor="link-last-day" className="text-sm font-medium text-slate-900">
                    Last day
                  </label>
                  <input
                    id="link-last-day"
                    type="date"
                    value={lastDay}
                    disabled={submitting}
                    onChange={(event) => setLastDay(event.target.value)}
                    className={inputClass}
                  />
                </div>
              )}
              <p id="link-length-hint" className="text-sm text-slate-600 sm:col-span-2">
                Without a subscription ID, the plan runs for this long from today: its sessions start again
                each month and it ends on its own.
              </p>
            </div>
          )}
          {outcome && (
            <p
              role={outcome.kind === "failure" ? "alert" : "status"}
              className={cn(
                "rounded-lg border p-3 text-sm break-words",
                outcome.kind === "success"
                  ? "border-emerald-300 bg-emerald-50 text-emerald-900"
                  : "border-red-300 bg-red-50 text-red-900",
              )}
            >
              {outcome.message}
            </p>
          )}
          <Button type="submit" disabled={missingRequired || submitting}>
            {submitting ? "Linking..." : "Link Subscription"}
          </Button>
          {startedIncomplete && !outcome && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {MISSING_FIELDS_MESSAGE}
            </p>
          )}
        </form>
      </section>

      <TroubleshootingCard isAdmin={isAdmin} onUse={fillFromDelivery} />
    </main>
  );
}

function TroubleshootingCard(props: { isAdmin: boolean; onUse: (delivery: UnmatchedBillingEvent) => void }) {
  return (
    <section
      aria-labelledby="troubleshooting-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="troubleshooting-heading" className="text-xl font-bold text-slate-900">
        Troubleshooting
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>Use the email the student signs in to Vector with; it may differ from the one they paid with.</li>
        <li>
          "No account uses ..." means the student has not signed in yet: ask them to sign in once, then link.
        </li>
        <li>
          "Already linked to ..." means the Lemon Squeezy subscription belongs to another account; check which
          account really paid before changing anything.
        </li>
        <li>Linking again with the same plan keeps the sessions already used this period.</li>
        <li>Every link is recorded in the support portal's audit log.</li>
      </ul>
      {props.isAdmin ? (
        <PaymentsNeedingSupport onUse={props.onUse} />
      ) : (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          Only support staff can link subscriptions. Sign in with a support account to use this tool and to
          see payments that are waiting to be linked.
        </p>
      )}
    </section>
  );
}

const OUTCOME_LABELS: Record<UnmatchedBillingEvent["outcome"], string> = {
  unmatched: "No matching account",
  conflict: "Account already has another subscription",
  review: "Refund to review",
  "test-mode": "Test-mode payment, not applied",
};

function PaymentsNeedingSupport({ onUse }: { onUse: (delivery: UnmatchedBillingEvent) => void }) {
  const deliveries = useQuery<UnmatchedBillingEvent[] | null>({
    queryKey: [BILLING_EVENTS_KEY],
    queryFn: getQueryFn<UnmatchedBillingEvent[]>({ on401: "throw" }),
  });
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-900">Payments waiting for support</h3>
      {deliveries.isLoading ? (
        <p className="mt-2 text-sm text-slate-700">Loading payments...</p>
      ) : deliveries.isError ? (
        <p className="mt-2 text-sm text-red-800">
          These payments could not be loaded. Refresh the page to try again.
        </p>
      ) : !deliveries.data || deliveries.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Every payment received so far is linked to an account.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Payments waiting for support">
          {deliveries.data.map((delivery) => (
            <li
              key={delivery.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm text-slate-800">
                <p className="font-medium break-all">{delivery.customerEmail ?? "No email given"}</p>
                <p>
                  {OUTCOME_LABELS[delivery.outcome] ?? delivery.outcome} ·{" "}
                  {delivery.planName ?? "plan unknown"} · subscription{" "}
                  {delivery.lemonsqueezySubscriptionId ?? "none"} · {delivery.eventName} ·{" "}
                  {formatDate(delivery.receivedAt)}
                </p>
              </div>
              {delivery.lemonsqueezySubscriptionId && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-auto"
                  onClick={() => onUse(delivery)}
                  aria-label={`Use subscription ${delivery.lemonsqueezySubscriptionId} of ${delivery.customerEmail ?? "an unknown customer"}`}
                >
                  Use
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
