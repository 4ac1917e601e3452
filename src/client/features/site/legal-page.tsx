/**
 * The three legal pages share one screen driven by a type; any other type shows "Legal
 * information not found." (accounts-and-business.md section 2).
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "../../ui/button";
import { ContactInformation, PrivacyPolicy, TermsOfService } from "./legal-documents";
import { MarketingLayout } from "./marketing-layout";

export type LegalType = "privacy" | "terms" | "contact";

const LEGAL_DOCUMENTS: Record<LegalType, { title: string; body: () => ReactNode }> = {
  privacy: { title: "Privacy Policy", body: () => <PrivacyPolicy /> },
  terms: { title: "Terms of Service", body: () => <TermsOfService /> },
  contact: { title: "Contact Information", body: () => <ContactInformation /> },
};

function isLegalType(type: string): type is LegalType {
  return Object.hasOwn(LEGAL_DOCUMENTS, type);
}

/** A legal page by type. */
export function LegalPage({ type }: { type: string }) {
  const document = isLegalType(type) ? LEGAL_DOCUMENTS[type] : undefined;
  return (
    <MarketingLayout>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => window.history.back()}>
            ← Back
          </Button>
          <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Return to Vector
          </Link>
        </div>
        {document ? (
          <>
            <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
              {document.title}
            </h1>
            <div className="mt-4">{document.body()}</div>
          </>
        ) : (
          <p className="mt-6 text-lg text-slate-800">Legal information not found.</p>
        )}
      </article>
    </MarketingLayout>
  );
}
