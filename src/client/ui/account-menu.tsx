/**
 * The account control of the header: a button named "Account" opening the user menu.
 * Admin and developer links come from the role the server reports.
 */
import { DropdownMenu } from "radix-ui";
import { Link } from "wouter";
import { type AuthUser, signOut } from "../lib/use-auth";

const itemClass =
  "block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";

/** The user menu: "Signed in as", the email, Account Settings, My Subscription, Analytics Dashboard (admins), Sign Out. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const initial = (user.name || user.email).charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account"
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
      >
        {initial}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 text-xs text-slate-500">Signed in as</DropdownMenu.Label>
          <DropdownMenu.Label className="px-3 pb-2 text-sm font-medium break-all">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/account">Account Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/subscription">My Subscription</Link>
          </DropdownMenu.Item>
          {user.role === "admin" && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">Analytics Dashboard</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
