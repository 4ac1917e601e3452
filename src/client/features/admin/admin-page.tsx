/**
 * /admin: the Customer Support Portal (accounts-and-business.md section 2). Admins get six tabs;
 * anyone else a page that says the portal is not theirs, since every call would answer 403.
 */
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link } from "wouter";
import { useAuth } from "../../lib/use-auth";
import { buttonVariants } from "../../ui/button";
import { SectionTabList } from "../../ui/section-tabs";
import { SimplePage } from "../../ui/simple-page";
import type { UserReference } from "./admin-api";
import { CreditsTab } from "./credits-tab";
import { SessionControlTab } from "./session-control-tab";
import { SubscriptionsTab } from "./subscriptions-tab";
import { SupportActionsTab } from "./support-actions-tab";
import { TestUsersTab } from "./test-users-tab";
import { UserManagementTab } from "./user-management-tab";

const TABS = [
  { id: "users", label: "User Management" },
  { id: "subscriptions", label: "Active Subscriptions" },
  { id: "sessions", label: "Session Control" },
  { id: "credits", label: "Credits & Refunds" },
  { id: "test-users", label: "Test User System" },
  { id: "actions", label: "Support Actions" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The portal, or the not-allowed page for a signed-in user who is not an admin. */
export function AdminPage() {
  const { user } = useAuth();
  if (user?.role !== "admin") return <NotAllowedPage email={user?.email} />;
  return <SupportPortal />;
}

function NotAllowedPage(props: { email: string | undefined }) {
  return (
    <SimplePage title="Not allowed" backHref="/tutor" backLabel="Back to Tutor">
      <p>
        The Customer Support Portal is for Vector's support staff only.
        {props.email ? ` You are signed in as ${props.email}, which does not have admin access.` : ""}
      </p>
      <p>If you work in support and need access, ask an administrator to give your account the admin role.</p>
    </SimplePage>
  );
}

function SupportPortal() {
  const [tab, setTab] = useState<TabId>("users");
  const [selectedUser, setSelectedUser] = useState<UserReference | null>(null);
  const linkClass = buttonVariants({ variant: "secondary", size: "sm" });

  return (
    <main className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customer Support Portal</h1>
          <p className="mt-1 text-sm text-slate-600">
            Find students, adjust their sessions, run test users and review every admin action.
          </p>
        </div>
        <nav className="flex flex-wrap gap-2" aria-label="Portal links">
          <Link href="/tutor" className={linkClass}>
            Back to Tutor
          </Link>
          <Link href="/subscription-debug" className={linkClass}>
            Subscription Linking Tool
          </Link>
        </nav>
      </header>
      {selectedUser && (
        <p className="mt-4 break-words rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
          Working on <span className="font-semibold">{selectedUser.displayName}</span> ({selectedUser.email})
        </p>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)} className="mt-4">
        <SectionTabList
          label="Support portal sections"
          tabs={TABS}
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
        />
        <Tabs.Content value="users" className="mt-4">
          <UserManagementTab selectedUser={selectedUser} onSelectUser={setSelectedUser} />
        </Tabs.Content>
        <Tabs.Content value="subscriptions" className="mt-4">
          <SubscriptionsTab
            onManageUser={(user) => {
              setSelectedUser(user);
              setTab("users");
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="sessions" className="mt-4">
          <SessionControlTab key={selectedUser?.id ?? "none"} selectedUser={selectedUser} />
        </Tabs.Content>
        <Tabs.Content value="credits" className="mt-4">
          <CreditsTab key={selectedUser?.id ?? "none"} selectedUser={selectedUser} />
        </Tabs.Content>
        <Tabs.Content value="test-users" className="mt-4">
          <TestUsersTab />
        </Tabs.Content>
        <Tabs.Content value="actions" className="mt-4">
          <SupportActionsTab />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
