/**
 * The three legal pages share one screen driven by a type.
 */
import { Link } from "wouter";
import { Button, buttonVariants } from "../../ui/button";

export type LegalType = "privacy" | "terms" | "contact";

const LEGAL_CONTENT: Record<LegalType, { title: string; summary: string }> = {
  privacy: {
    title: "Privacy Policy",
    summary:
      "What Vector collects (your account, subscription, problems and conversations, usage and device information), why, who processes it for us, and your rights to access, export and delete it. Effective June 26 2025, last updated July 1 2025.",
  },
  terms: {
    title: "Terms of Service",
    summary:
      "Who may use Vector (13 or older; under 18 with a parent's consent), how plans, sessions and billing work, acceptable use and academic integrity, and the limits of an AI tutor's advice.",
  },
  contact: {
    title: "Contact Information",
    summary:
      "Support answers within 24 hours on business days (Monday to Friday, 9 am to 6 pm EST); billing questions within 24 hours; technical and security reports within 12 to 24 hours.",
  },
};

/** A legal page by type; an unknown type shows "Legal information not found." */
export function LegalPage({ type }: { type: string }) {
  const content = LEGAL_CONTENT[type as LegalType];
  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-10">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => window.history.back()}>
          Back
        </Button>
        <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          Return to Vector
        </Link>
      </div>
      {content ? (
        <>
          <h1 className="mt-6 text-3xl font-bold tracking-tight">{content.title}</h1>
          <p className="mt-4 text-slate-700">{content.summary}</p>
        </>
      ) : (
        <p className="mt-6 text-lg">Legal information not found.</p>
      )}
    </main>
  );
}
