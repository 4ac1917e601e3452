/**
 * The operator's contact details ship as placeholders: the five public mailboxes and the About
 * contact on the domain `vector-tutor.example` (which receives no mail) in the client's
 * content/operator.json, and PRIORITY_SUPPORT_EMAIL on the same domain. A copy run for real
 * (served over https) that still has them tells students to write to nobody, so start-up warns,
 * naming what to change (README, "Operator content and mailboxes").
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The domain of the shipped placeholder mailboxes. */
export const PLACEHOLDER_MAIL_DOMAIN = "vector-tutor.example";
/** The postal address shipped as a placeholder (no street). */
export const PLACEHOLDER_POSTAL_ADDRESS = ["Vector", "Providence, RI", "United States"];

/** Where the pages' operator content is kept (edited, then the client rebuilt). */
export const OPERATOR_CONTENT_FILE = path.resolve(
  import.meta.dirname,
  "../client/features/site/content/operator.json",
);

interface OperatorContent {
  mailDomain?: unknown;
  postalAddress?: unknown;
}

/** The warnings for a server at `publicUrl`: none unless it is served over https. */
export function placeholderWarnings(
  publicUrl: string,
  prioritySupportEmail: string,
  content: OperatorContent | undefined,
): string[] {
  if (!publicUrl.startsWith("https://")) return [];
  const warnings: string[] = [];
  const domain = typeof content?.mailDomain === "string" ? content.mailDomain.trim().replace(/^@/, "") : "";
  if (domain === PLACEHOLDER_MAIL_DOMAIN) {
    warnings.push(
      `The contact mailboxes are still the placeholders @${PLACEHOLDER_MAIL_DOMAIN}: set "mailDomain" in ${OPERATOR_CONTENT_FILE} and rebuild (npm run build)`,
    );
  }
  if (JSON.stringify(content?.postalAddress) === JSON.stringify(PLACEHOLDER_POSTAL_ADDRESS)) {
    warnings.push(
      `The postal address on the Contact page is still the placeholder: set "postalAddress" in ${OPERATOR_CONTENT_FILE} and rebuild`,
    );
  }
  if (prioritySupportEmail.toLowerCase().endsWith(`@${PLACEHOLDER_MAIL_DOMAIN}`)) {
    warnings.push(
      `PRIORITY_SUPPORT_EMAIL is still the placeholder ${prioritySupportEmail}: paying students' Priority Support requests are sent to it`,
    );
  }
  return warnings;
}

/** Reads the operator content file; undefined when it cannot be read (a deployment without sources). */
export async function readOperatorContent(
  file = OPERATOR_CONTENT_FILE,
): Promise<OperatorContent | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as OperatorContent;
  } catch {
    return undefined;
  }
}
