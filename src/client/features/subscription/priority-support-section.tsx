/**
 * Priority Support on My Subscription (a paid plans' feature, docs/decisions/015 and 036): a form
 * whose request reaches the priority mailbox by email with the student's account, answered by
 * email within 12 hours on business days, and the list of what the student sent. A student whose
 * plan lacks it sees what it is and which plans include it (and still sees what they sent before).
 */
import { type FormEvent, useState } from "react";
import {
  type SentPriorityRequest,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
} from "../../../contracts/plan-features";
import { ApiError } from "../../lib/request";
import { useAuth } from "../../lib/use-auth";
import { Button, buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { usePriorityRequests, useSendPriorityRequest } from "./plan-features-api";
import { plansIncluding } from "./subscription-display";

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100";

/** The section; `included` is whether the student's plan includes the feature now. */
export function PrioritySupportSection({
  included,
  seePlansHref,
}: {
  included: boolean;
  seePlansHref: string;
}) {
  const requests = usePriorityRequests();
  const sent = requests.data?.requests ?? [];
  return (
    <section
      id="priority-support"
      aria-labelledby="priority-support-heading"
      className={cn(cardClass, "scroll-mt-6")}
    >
      <h2 id="priority-support-heading" className="text-xl font-bold text-slate-900">
        Priority Support
      </h2>
      {included ? (
        <RequestForm />
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Write to support from here and get an answer by email within 12 hours on business days, with your
            account attached so you never have to explain it. Priority Support is included in{" "}
            {plansIncluding("priority-support")}. Everyone else can write to support on the{" "}
            <a href="/contact" className="font-medium text-brand-700 underline">
              Contact page
            </a>{" "}
            (answered within 24-48 hours).
          </p>
          <a href={seePlansHref} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
            See the plans
          </a>
        </>
      )}
      {(included || sent.length > 0) && <SentRequests requests={sent} loading={requests.isLoading} />}
    </section>
  );
}

function RequestForm() {
  const { user } = useAuth();
  const send = useSendPriorityRequest();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [outcome, setOutcome] = useState<{ kind: "sent" | "failed"; text: string } | null>(null);
  const ready = subject.trim() !== "" && message.trim() !== "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || send.isPending) return;
    setOutcome(null);
    try {
      await send.mutateAsync({ subject, message });
      setSubject("");
      setMessage("");
      setOutcome({
        kind: "sent",
        text: `Sent. Support answers by email to ${user?.email ?? "your address"} within 12 hours on business days.`,
      });
    } catch (error) {
      setOutcome({
        kind: "failed",
        text:
          error instanceof ApiError
            ? (error.body?.message ?? error.message)
            : "Your request could not be sent. Please try again.",
      });
    }
  }

  return (
    <form className="mt-3 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-slate-700">
        Your request goes to the priority support team with your account attached, and they answer by email to{" "}
        <strong className="break-all">{user?.email}</strong> within 12 hours on business days.
      </p>
      <div>
        <label htmlFor="priority-subject" className="text-sm font-medium text-slate-900">
          Subject
        </label>
        <input
          id="priority-subject"
          type="text"
          value={subject}
          maxLength={SUPPORT_SUBJECT_MAX}
          disabled={send.isPending}
          onChange={(event) => setSubject(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="priority-message" className="text-sm font-medium text-slate-900">
          Message
        </label>
        <textarea
          id="priority-message"
          rows={5}
          value={message}
          maxLength={SUPPORT_MESSAGE_MAX}
          disabled={send.isPending}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby="priority-message-count"
          className={inputClass}
        />
        <p id="priority-message-count" className="mt-1 text-right text-xs text-slate-600">
          {message.length} / {SUPPORT_MESSAGE_MAX}
        </p>
      </div>
      {outcome && (
        <p
          role={outcome.kind === "failed" ? "alert" : "status"}
          className={cn(
            "rounded-lg border p-3 text-sm",
            outcome.kind === "sent"
              ? "border-emerald-300 bg-emerald-50 text-emerald-900"
              : "border-red-300 bg-red-50 text-red-900",
          )}
        >
          {outcome.text}
        </p>
      )}
      <Button type="submit" disabled={!ready || send.isPending}>
        {send.isPending ? "Sending..." : "Send to Priority Support"}
      </Button>
    </form>
  );
}

function SentRequests({ requests, loading }: { requests: SentPriorityRequest[]; loading: boolean }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="font-semibold text-slate-900">Requests you sent</h3>
      {loading ? (
        <p className="mt-2 text-sm text-slate-700">Loading your requests...</p>
      ) : requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">You have not sent a request yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Requests you sent">
          {requests.map((request) => (
            <li key={request.id} className="py-3">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium text-slate-900 break-words">{request.subject}</span>{" "}
                  <span className="text-sm text-slate-600">
                    · sent {formatSentAt(request.createdAt)} to {request.sentTo}
                  </span>
                </summary>
                <p className="mt-2 text-sm whitespace-pre-wrap break-words text-slate-800">
                  {request.message}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function formatSentAt(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
