/** The centred card of the sign-in page and the pages a link in an email opens. */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "./logo";

/** A page with the logo, a title, an optional introduction and the card's content. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <a href="/" aria-label="Vector home">
          <Logo className="text-xl" />
        </a>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
        <div className="mt-5">{children}</div>
      </div>
    </main>
  );
}

/** The way back to the sign-in page from the pages of a forgotten password. */
export function BackToSignIn() {
  return (
    <Link href="/login" className="text-sm font-medium text-brand-700 hover:underline">
      ← Back to sign in
    </Link>
  );
}
