/**
 * /tracking: user tracking and AI memory dashboard (accounts-and-business.md section 2) for
 * developers and admins: a user selector and three tabs, AI Memory, API Usage and Analytics, and
 * the list of tracking endpoints. Anyone else gets a page that says it is not theirs, since every
 * call would answer 403.
 */
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link } from "wouter";
import type { TrackingUser } from "../../../contracts/tracking";
import { useAuth } from "../../lib/use-auth";
import { buttonVariants } from "../../ui/button";
import { Panel } from "../../ui/panel";
import { SectionTabList } from "../../ui/section-tabs";
import { SimplePage } from "../../ui/simple-page";
import { AnalyticsTab } from "./analytics-tab";
import { MemoryTab } from "./memory-tab";
import { TRACKING_ENDPOINTS } from "./tracking-api";
import { UsageTab } from "./usage-tab";
import { UserSelector } from "./user-selector";

const TABS = [
  { id: "memory", label: "AI Memory" },
  { id: "usage", label: "API Usage" },
  { id: "analytics", label: "Analytics" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The dashboard, or the not-allowed page for a signed-in user who is neither developer nor admin. */
export function TrackingPage() {
  const { user } = useAuth();
  if (user?.role !== "developer" && user?.role !== "admin") return <NotAllowedPage email={user?.email} />;
  return <TrackingDashboard />;
}

function NotAllowedPage(props: { email: string | undefined }) {
  return (
    <SimplePage title="Not allowed" backHref="/tutor" backLabel="Back to Tutor">
      <p>
        The tracking dashboard is for Vector's developers and administrators only.
        {props.email ? ` You are signed in as ${props.email}, which does not have developer access.` : ""}
      </p>
      <p>
        If you work on Vector and need access, ask an administrator to give your account the developer role.
      </p>
    </SimplePage>
  );
}

function TrackingDashboard() {
  const [tab, setTab] = useState<TabId>("memory");
  const [selected, setSelected] = useState<TrackingUser | null>(null);

  return (
    <main className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link href="/tutor" className="text-sm font-medium text-brand-700 hover:underline">
            ← Back to Tutor
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">User Tracking & AI Memory</h1>
          <p className="mt-1 text-sm text-slate-600">
            What the tutor remembers of each student, the model calls they made and what they cost.
          </p>
        </div>
        <Link href="/debug" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          Tutor Debug Tool
        </Link>
      </header>
      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.4fr)]">
        <div className="min-w-0">
          <UserSelector selected={selected} onSelect={setSelected} />
        </div>
        <div className="min-w-0">
          {selected ? (
            <>
              <p className="break-words rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
                Showing <span className="font-semibold">{selected.displayName}</span> ({selected.email})
              </p>
              <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)} className="mt-3">
                <SectionTabList label="Tracking sections" tabs={TABS} className="grid-cols-3" />
                <Tabs.Content value="memory" className="mt-4">
                  <MemoryTab key={selected.id} userId={selected.id} />
                </Tabs.Content>
                <Tabs.Content value="usage" className="mt-4">
                  <UsageTab key={selected.id} userId={selected.id} />
                </Tabs.Content>
                <Tabs.Content value="analytics" className="mt-4">
                  <AnalyticsTab key={selected.id} userId={selected.id} userLabel={selected.displayName} />
                </Tabs.Content>
              </Tabs.Root>
            </>
          ) : (
            <Panel title="No user selected">
              <p className="text-sm text-slate-600">
                Select a user to see their AI memory, API usage and analytics.
              </p>
            </Panel>
          )}
        </div>
      </div>
      <Panel title="Tracking Endpoints" className="mt-6">
        <ul className="grid gap-2 text-sm">
          {TRACKING_ENDPOINTS.map((endpoint) => (
            <li key={endpoint.path} className="min-w-0">
              <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                {endpoint.method} {endpoint.path}
              </code>
              <span className="ml-2 text-slate-600">{endpoint.purpose}</span>
            </li>
          ))}
        </ul>
      </Panel>
    </main>
  );
}
