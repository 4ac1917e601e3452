/**
 * "Delete your account" on the Account page: the account and everything in it go, the records
 * the business must keep stay without the student's name and email (decision 032). The student
 * types their email address to confirm; a paid plan that is still running is named by the
 * server on the first try (PAID_PLAN_RUNNING), and the dialog then asks for the acknowledgement.
 */
import { useState } from "react";
import { ApiError } from "../../lib/request";
import { ConfirmDeletionDialog } from "../../ui/confirm-deletion-dialog";
import { deleteAccount, messageOf } from "./account-api";

/** The section; `email` is the account's address, which the student types to confirm. */
export function DeleteAccountSection({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="delete-account-heading" className="text-lg font-bold text-slate-900">
        Delete your account
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        Deletes your account and everything in it, and signs you out everywhere. To keep a copy of your
        conversations, export your data on My Subscription first.
      </p>
      <div className="mt-3">
        <DeleteAccountDialog email={email} />
      </div>
    </section>
  );
}

function DeleteAccountDialog({ email }: { email: string }) {
  const [runningPaidPlanName, setRunningPaidPlanName] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [planAcknowledged, setPlanAcknowledged] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typedMatches = typed.trim().toLowerCase() === email.toLowerCase();

  function changeOpen(next: boolean) {
    if (deleting) return;
    setOpen(next);
    setTyped("");
    setPlanAcknowledged(false);
    setError(null);
  }

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      // On success the home page loads, signed out; this dialog goes with the page.
      await deleteAccount({
        confirmEmail: typed.trim(),
        ...(runningPaidPlanName ? { paidPlanAcknowledged: true } : {}),
      });
    } catch (failure) {
      setDeleting(false);
      const runningPlan =
        failure instanceof ApiError && failure.body?.code === "PAID_PLAN_RUNNING"
          ? failure.body.planName
          : undefined;
      if (runningPlan) setRunningPaidPlanName(runningPlan);
      setError(messageOf(failure));
    }
  }

  return (
    <ConfirmDeletionDialog
      open={open}
      onOpenChange={changeOpen}
      actionLabel="Delete my account"
      title="Delete your account?"
      description={
        <>
          <p>
            <strong className="text-slate-900">Deleted at once:</strong> your account (name, email address,
            password and sign-in methods), your plan and its sessions, your conversations with the tutor, what
            it remembers about your learning, your usage records and the Priority Support requests you sent.
            You are signed out on every device. This cannot be undone.
          </p>
          <p>
            <strong className="text-slate-900">Kept:</strong> the payment records the law requires us to keep,
            with your name and email address removed, the record of what support did on your account, and the
            messages you sent to support, in their mailbox.
          </p>
        </>
      }
      runningPlan={
        runningPaidPlanName
          ? {
              planName: runningPaidPlanName,
              explanation:
                "Deleting your account does not cancel your plan, and you are billed until you cancel it. To cancel first, use Manage Billing on My Subscription.",
              acknowledgement: `I understand that my ${runningPaidPlanName} is not cancelled.`,
              acknowledged: planAcknowledged,
              onAcknowledgedChange: setPlanAcknowledged,
            }
          : undefined
      }
      confirmation={{
        id: "delete-account-confirmation",
        type: "email",
        label: (
          <>
            Type your email address to confirm
            <span className="mt-0.5 block break-all font-normal text-slate-700">{email}</span>
          </>
        ),
        value: typed,
        onChange: setTyped,
      }}
      error={error}
      busy={deleting}
      ready={typedMatches && (!runningPaidPlanName || planAcknowledged)}
      onConfirm={() => void confirm()}
    />
  );
}
