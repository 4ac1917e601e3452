/**
 * The messages Vector sends, each with a plain-text and an HTML part that say the same thing.
 * A message names the product, says why it was sent, and what to do if the reader did not ask.
 */
import type { MailMessage } from "./mailer";

/** How long a link to confirm an email address works. */
export const VERIFICATION_LINK_HOURS = 24;
/** How long a password reset link works (it also works only once). */
export const RESET_LINK_MINUTES = 60;

interface Recipient {
  email: string;
  name: string;
}

interface MessageParts {
  kind: string;
  subject: string;
  greetingName: string;
  /** Paragraphs before the button. */
  lead: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after: string[];
}

/** The message asking a new account to confirm its email address. */
export function verifyEmailMessage(to: Recipient, link: string, publicUrl: string): MailMessage {
  return compose(to.email, publicUrl, {
    kind: "verify-email",
    subject: "Confirm your email address for Vector",
    greetingName: to.name,
    lead: ["Please confirm that this email address is yours: it is the address of your Vector account."],
    action: { label: "Confirm my email address", url: link },
    after: [
      `The link works for ${VERIFICATION_LINK_HOURS} hours. A confirmed address is how you get back into your account if you forget your password.`,
      "If you did not create a Vector account, ignore this message: nothing happens without the link.",
    ],
  });
}

/** The message to a new address a student asked to move their account to. */
export function confirmNewEmailMessage(to: Recipient, link: string, publicUrl: string): MailMessage {
  return compose(to.email, publicUrl, {
    kind: "confirm-new-email",
    subject: "Confirm your new email address for Vector",
    greetingName: to.name,
    lead: [
      `You asked to use ${to.email} for your Vector account. Your account changes to this address when you open the link below.`,
    ],
    action: { label: "Use this email address", url: link },
    after: [
      `The link works for ${VERIFICATION_LINK_HOURS} hours. Until then you sign in with your current address.`,
      "If you did not ask for this, ignore this message: your account stays as it is.",
    ],
  });
}

/** The notice to an account's current address that a move to another address was asked for. */
export function emailChangeRequestedMessage(to: Recipient, newEmail: string, publicUrl: string): MailMessage {
  return compose(to.email, publicUrl, {
    kind: "email-change-requested",
    subject: "Your Vector email address is being changed",
    greetingName: to.name,
    lead: [
      `Someone signed in to your Vector account asked to change its email address to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
    ],
    after: [
      `If this was you, there is nothing more to do here. If it was not, change your password now (${publicUrl}/forgot-password) and sign out everywhere from your account page: the request then has no effect unless the link is opened.`,
    ],
  });
}

/** The message with a link to choose a new password. */
export function resetPasswordMessage(to: Recipient, link: string, publicUrl: string): MailMessage {
  return compose(to.email, publicUrl, {
    kind: "reset-password",
    subject: "Reset your Vector password",
    greetingName: to.name,
    lead: ["Someone, hopefully you, asked to reset the password of your Vector account."],
    action: { label: "Choose a new password", url: link },
    after: [
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Choosing a new password signs your account out on every other device.`,
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ],
  });
}

/** A paying student's request, to the priority support mailbox, with the account it comes from. */
export function priorityRequestMessage(
  to: string,
  request: {
    subject: string;
    message: string;
    student: { id: string; name: string; email: string; emailVerified: boolean };
    plan: { planName: string; status: string; used: number; limit: number };
  },
  publicUrl: string,
): MailMessage {
  const { student, plan } = request;
  const composed = compose(to, publicUrl, {
    kind: "priority-support-request",
    subject: `[Priority] ${request.subject}`,
    greetingName: "",
    lead: [
      `A priority support request from ${student.name.trim() || "a student"} <${student.email}>, on the ${plan.planName}. Reply to this message to answer the student (within 12 hours on business days).`,
      `Account: ${student.email} (${student.emailVerified ? "address confirmed" : "address not confirmed"}), user id ${student.id}. Plan: ${plan.planName}, ${plan.status}, ${plan.used} of ${plan.limit} sessions used this period.`,
      `Subject: ${request.subject}`,
      ...request.message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ],
    after: ["Support finds the account in the Customer Support Portal by this email address or user id."],
  });
  return { ...composed, replyTo: student.email };
}

function compose(to: string, publicUrl: string, parts: MessageParts): MailMessage {
  const greeting = parts.greetingName.trim() ? `Hello ${parts.greetingName.trim()},` : "Hello,";
  const signature = "Vector, the physics tutor";
  const text = [
    greeting,
    ...parts.lead,
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...parts.after,
    `-- \n${signature}\n${publicUrl}`,
  ].join("\n\n");
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b;white-space:pre-wrap">${escapeHtml(content)}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(parts.action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px 28px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca">Vector</p>
${paragraph(greeting)}
${parts.lead.map(paragraph).join("\n")}
${button}
${parts.after.map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(signature)} · <a href="${escapeHtml(publicUrl)}" style="color:#64748b">${escapeHtml(publicUrl.replace(/^https?:\/\//, ""))}</a></p>
</div>
</body></html>`;
  return { to, subject: parts.subject, text, html, kind: parts.kind, link: parts.action?.url };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
