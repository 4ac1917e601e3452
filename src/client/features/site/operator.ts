/**
 * The operator's facts (company, mailboxes, address, the About page's creator), read from the
 * editable content/operator.json so running a copy of Vector needs no code change.
 */
import content from "./content/operator.json";

export const MAILBOX_NAMES = ["support", "business", "legal", "billing", "security"] as const;
export type MailboxName = (typeof MAILBOX_NAMES)[number];

export interface Creator {
  name: string;
  role: string;
  bio: string[];
  photoUrl: string | null;
  photoAlt: string;
  email: string;
}

export interface OperatorFacts {
  companyName: string;
  mailboxes: Record<MailboxName, string>;
  postalAddress: string[];
  creator: Creator;
}

interface OperatorContent {
  companyName: string;
  mailDomain: string;
  postalAddress: string[];
  creator: Omit<Creator, "email"> & { email: string | null };
}

/** Turns the content file into the facts the pages show; the creator's mail falls back to support. */
export function operatorFacts(source: OperatorContent): OperatorFacts {
  const domain = source.mailDomain.trim().replace(/^@/, "");
  const mailboxes = Object.fromEntries(MAILBOX_NAMES.map((name) => [name, `${name}@${domain}`])) as Record<
    MailboxName,
    string
  >;
  return {
    companyName: source.companyName,
    mailboxes,
    postalAddress: source.postalAddress,
    creator: { ...source.creator, email: source.creator.email || mailboxes.support },
  };
}

export const OPERATOR: OperatorFacts = operatorFacts(content);
