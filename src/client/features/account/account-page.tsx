/**
 * /account: the student's own account. Change the name, the email address (a confirmed address
 * changes only when the new one's link is opened; decision 030), the password, and sign out on
 * every device, and delete the account. The plan and the student's data are on My Subscription.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import { type AccountSession, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../contracts/auth";
import { Button } from "../../ui/button";
import { FormField, FormNotice } from "../../ui/form-field";
import { LoadingScreen } from "../../ui/spinner";
import {
  changeEmail,
  changePassword,
  messageOf,
  sendConfirmationAgain,
  signOutEverywhere,
  updateName,
  useAccountSession,
  useLinkedAccounts,
  useRefreshAccount,
} from "./account-api";
import { DeleteAccountSection } from "./delete-account-section";

type AccountUser = NonNullable<AccountSession>["user"];
type Outcome = { tone: "error" | "success"; text: ReactNode } | null;

/** The account page. */
export function AccountPage() {
  const session = useAccountSession();
  const linked = useLinkedAccounts();
  if (session.isLoading) return <LoadingScreen />;
  const user = session.data?.user;
  return (
    <main className="mx-auto min-h-screen max-w-2xl px-4 py-10">
      <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Vector
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Account</h1>
      {!user ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          Your account could not be loaded. Please refresh the page, or sign in again.
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          <NameSection user={user} />
          <EmailSection user={user} />
          <PasswordSection
            hasPassword={linked.data?.some((account) => account.providerId === "credential") ?? true}
          />
          <SignOutEverywhereSection />
          <p className="text-sm text-slate-700">
            Your plan, and a copy or deletion of your data, are on{" "}
            <Link href="/subscription" className="font-medium text-brand-700 underline">
              My Subscription
            </Link>
            .
          </p>
          <DeleteAccountSection email={user.email} />
        </div>
      )}
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Runs a form's action with a busy flag and a notice of how it went. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function run(action: () => Promise<ReactNode>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ tone: "success", text: await action() });
    } catch (caught) {
      setOutcome({ tone: "error", text: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  }
  const notice = outcome && <FormNotice tone={outcome.tone}>{outcome.text}</FormNotice>;
  return { busy, run, notice, fail: (text: string) => setOutcome({ tone: "error", text }) };
}

function NameSection({ user }: { user: AccountUser }) {
  const [name, setName] = useState(user.name);
  const refresh = useRefreshAccount();
  const action = useAction();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return action.fail("Enter your name");
    void action.run(async () => {
      await updateName(name.trim());
      await refresh();
      return "Your name is saved.";
    });
  }
  return (
    <Section id="name" title="Your name">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate>
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {action.notice}
        <div>
          <Button type="submit" variant="secondary" disabled={action.busy || name.trim() === user.name}>
            Save name
          </Button>
        </div>
      </form>
    </Section>
  );
}

function EmailSection({ user }: { user: AccountUser }) {
  const [newEmail, setNewEmail] = useState("");
  const refresh = useRefreshAccount();
  const change = useAction();
  const resend = useAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = newEmail.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) return change.fail("Enter the new email address");
    void change.run(async () => {
      await changeEmail(address);
      setNewEmail("");
      if (!user.emailVerified) {
        await refresh();
        return (
          <>
            Your address is now <strong className="break-all">{address}</strong>. We sent it a link to confirm
            it.
          </>
        );
      }
      return (
        <>
          We sent a link to <strong className="break-all">{address}</strong>. Your address changes when you
          open it; until then you sign in with {user.email}.
        </>
      );
    });
  }

  return (
    <Section id="email" title="Email address">
      <p className="flex flex-wrap items-center gap-2 text-slate-900">
        <span className="break-all font-medium">{user.email}</span>
        {user.emailVerified ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            Confirmed
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Not confirmed
          </span>
        )}
      </p>
      {!user.emailVerified && (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-slate-700">
            We sent a link to this address when you signed up. Open it to confirm the address: it is how you
            get back in if you forget your password, and how a plan paid for with this address joins your
            account.
          </p>
          {resend.notice}
          <div>
            <Button
              variant="secondary"
              disabled={resend.busy}
              onClick={() =>
                void resend.run(async () => {
                  await sendConfirmationAgain(user.email);
                  return `We sent a new link to ${user.email}. It works for 24 hours.`;
                })
              }
            >
              Send the link again
            </Button>
          </div>
        </div>
      )}
      <form className="mt-5 grid gap-3 border-t border-slate-200 pt-4" onSubmit={onSubmit} noValidate>
        <FormField
          label="New email address"
          type="email"
          name="new-email"
          autoComplete="email"
          hint={
            user.emailVerified
              ? "We send a link to the new address; it replaces this one when you open the link."
              : "Fix a mistyped address: it changes at once, and we send the new address a link to confirm it."
          }
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        {change.notice}
        <div>
          <Button type="submit" variant="secondary" disabled={change.busy}>
            Change email
          </Button>
        </div>
      </form>
    </Section>
  );
}

function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const action = useAction();

  if (!hasPassword) {
    return (
      <Section id="password" title="Password">
        <p className="text-sm text-slate-700">
          You sign in with single sign-on, so your account has no Vector password. To add one, sign out and
          use "Forgot password?" on the sign-in page.
        </p>
      </Section>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current) return action.fail("Enter your current password");
    if (next.length < PASSWORD_MIN_LENGTH)
      return action.fail(`Use a new password of at least ${PASSWORD_MIN_LENGTH} characters`);
    if (next.length > PASSWORD_MAX_LENGTH)
      return action.fail(`Use a new password of at most ${PASSWORD_MAX_LENGTH} characters`);
    void action.run(async () => {
      await changePassword(current, next, signOutOthers);
      setCurrent("");
      setNext("");
      return signOutOthers
        ? "Your password is changed, and your other devices are signed out."
        : "Your password is changed.";
    });
  }

  return (
    <Section id="password" title="Password">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate>
        <FormField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <FormField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.target.checked)}
          />
          Sign out of my other devices
        </label>
        {action.notice}
        <div>
          <Button type="submit" variant="secondary" disabled={action.busy}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}

function SignOutEverywhereSection() {
  const action = useAction();
  return (
    <Section id="sessions" title="Sign out everywhere">
      <p className="text-sm text-slate-700">
        Signs you out of Vector on every device and browser, this one too: on a shared or lost device, or if
        you think someone else used your account.
      </p>
      <div className="mt-3 grid gap-3">
        {action.notice}
        <div>
          <Button
            variant="destructive"
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                await signOutEverywhere();
                return "Signed out everywhere.";
              })
            }
          >
            Sign out everywhere
          </Button>
        </div>
      </div>
    </Section>
  );
}
