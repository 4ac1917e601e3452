/**
 * "Your data" on My Subscription: the privacy policy's rights of export and deletion. Deleting
 * removes conversations, learner memory, usage records and Priority Support requests, and never
 * touches the plan: a running
 * paid plan is named first, and the student confirms they know it keeps running.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DELETE_CONFIRMATION_WORD, type DeleteDataResponse } from "../../../contracts/account";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { ApiError, requestJson } from "../../lib/request";
import { toast } from "../../lib/toast-store";
import { buttonVariants } from "../../ui/button";
import { ConfirmDeletionDialog } from "../../ui/confirm-deletion-dialog";

/** The section; `runningPaidPlanName` is the paid plan that keeps billing, if any. */
export function YourDataSection({ runningPaidPlanName }: { runningPaidPlanName?: string }) {
  return (
    <section
      aria-labelledby="your-data-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="your-data-heading" className="text-xl font-bold text-slate-900">
        Your data
      </h2>
      <p className="mt-2 text-slate-700">
        Download a copy of what Vector keeps about you: your account, your plan and its payment notices, your
        conversations with the tutor, what it remembers about your learning, your usage records, where and
        with which browser you are signed in, what you sent to Priority Support, and what support has done on
        your account. You can also delete your conversations, learner memory, usage records and Priority
        Support requests.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the server sends the file as a download, signed in by the session cookie. */}
        <a href="/api/account/export" download className={buttonVariants({ variant: "secondary" })}>
          Export my data
        </a>
        <DeleteDataDialog runningPaidPlanName={runningPaidPlanName} />
      </div>
    </section>
  );
}

function DeleteDataDialog({ runningPaidPlanName: knownRunningPlan }: { runningPaidPlanName?: string }) {
  const queryClient = useQueryClient();
  // A plan the page did not know of yet (bought in another tab): the server refuses with
  // PAID_PLAN_RUNNING and names it, and the dialog then asks for the acknowledgement too.
  const [reportedRunningPlan, setReportedRunningPlan] = useState<string | undefined>();
  const runningPaidPlanName = knownRunningPlan ?? reportedRunningPlan;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [planAcknowledged, setPlanAcknowledged] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = typed === DELETE_CONFIRMATION_WORD && (!runningPaidPlanName || planAcknowledged);

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
      const body: Record<string, unknown> = { confirm: DELETE_CONFIRMATION_WORD };
      if (runningPaidPlanName) body.paidPlanAcknowledged = true;
      const result = await requestJson<DeleteDataResponse>("POST", "/api/account/delete-data", body);
      setDeleting(false);
      changeOpen(false);
      toast({ title: "Your data is deleted", description: result.message });
      // Conversations and memory shown anywhere in the app are gone now.
      await queryClient.invalidateQueries();
    } catch (failure) {
      setDeleting(false);
      const runningPlan =
        failure instanceof ApiError && failure.body?.code === "PAID_PLAN_RUNNING"
          ? failure.body.planName
          : undefined;
      if (runningPlan) {
        setReportedRunningPlan(runningPlan);
        void queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] });
      }
      setError(
        failure instanceof ApiError
          ? (failure.body?.message ?? failure.message)
          : failure instanceof Error
            ? failure.message
            : "Your data could not be deleted. Please try again.",
      );
    }
  }

  return (
    <ConfirmDeletionDialog
      open={open}
      onOpenChange={changeOpen}
      actionLabel="Delete my data"
      title="Delete your data?"
      description={
        <p>
          This deletes your conversations with the tutor, what it remembers about your learning, your usage
          records and the Priority Support requests you sent, and forgets where and with which browser you
          signed in. It cannot be undone. Your account, your plan and your sessions this period stay as they
          are, and so does the record of what support has done on your account. Requests already emailed to
          our support team stay in their mailbox as correspondence.
        </p>
      }
      runningPlan={
        runningPaidPlanName
          ? {
              planName: runningPaidPlanName,
              explanation:
                "Deleting your data does not cancel your plan, and you are billed until you cancel it. To cancel, use Manage Billing on this page: billing is cancelled in the billing portal.",
              acknowledgement: `I understand that my ${runningPaidPlanName} keeps running.`,
              acknowledged: planAcknowledged,
              onAcknowledgedChange: setPlanAcknowledged,
            }
          : undefined
      }
      confirmation={{
        id: "delete-confirmation",
        label: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
        value: typed,
        onChange: setTyped,
      }}
      error={error}
      busy={deleting}
      ready={ready}
      onConfirm={() => void confirm()}
    />
  );
}
