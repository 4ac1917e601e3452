/**
 * The full texts of the privacy policy, the terms of service and the contact information
 * (accounts-and-business.md sections 2 and 9). Operator facts come from content/operator.json;
 * plans, prices and allowances from the one list of plans.
 */
import type { ReactNode } from "react";
import { FREE_TRIAL_SESSIONS, PLANS } from "../../../contracts/plans";
import { MODE_LABELS } from "../../../contracts/taxonomy";
import { OPERATOR } from "./operator";
import { allowanceText } from "./pricing-content";

export const PRIVACY_EFFECTIVE_DATE = "June 26, 2025";
export const PRIVACY_LAST_UPDATED = "July 1, 2025";
export const MINIMUM_AGE = 13;
export const PARENTAL_CONSENT_BELOW_AGE = 18;

/** Response times by kind of request (accounts-and-business.md section 9). */
export const RESPONSE_TIMES = [
  { kind: "General inquiries", time: "24-48 hours" },
  { kind: "Billing questions", time: "24 hours" },
  { kind: "Technical issues", time: "12-24 hours" },
  { kind: "Security reports", time: "12-24 hours" },
] as const;

export const SUPPORT_HOURS = "Monday to Friday, 9 am to 6 pm EST";

const { companyName, mailboxes } = OPERATOR;

function Mail({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-brand-700 underline">
      {address}
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

function Address() {
  return (
    <address className="not-italic">
      {OPERATOR.postalAddress.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The privacy policy. */
export function PrivacyPolicy() {
  return (
    <>
      <p className="text-sm text-slate-600">
        Effective date: {PRIVACY_EFFECTIVE_DATE} · Last updated: {PRIVACY_LAST_UPDATED}
      </p>
      <p className="mt-6 leading-relaxed text-slate-700">
        This policy explains what information {companyName} ("we", "us") collects when you use Vector, the AI
        physics tutor, why we collect it, who we share it with, and the choices and rights you have. We
        collect only what we need to tutor you, to run your account and to keep the service working.
      </p>

      <Section title="1. Information we collect">
        <p>
          <strong>Account information from your sign-in provider.</strong> When you sign in we receive your
          name, your email address and a user ID from the sign-in provider you use (or from the account you
          create with us directly).
        </p>
        <p>
          <strong>Subscription and billing data.</strong> When you buy a plan, payment is handled by our
          billing provider. We receive and keep your plan, its status, its billing dates and the provider's
          subscription and customer identifiers. We never receive or store your full card number.
        </p>
        <p>
          <strong>Your problems and conversation history.</strong> The questions you ask, the problems and
          work you type or photograph, the text read from your photos, the tutor's replies, and what the tutor
          remembers to help you next time (your course level, preferred mode, confidence rating and the topics
          you have mastered).
        </p>
        <p>
          <strong>Usage analytics.</strong> How many sessions you use and in which modes, when you study and
          for how long, and for each tutoring request the feature used, the AI model, the number of tokens and
          the time it took. We use these to count your sessions, to show you your own usage and to improve
          Vector.
        </p>
        <p>
          <strong>Device information.</strong> Your browser and operating system, screen size, language and IP
          address, as sent by your browser with each request.
        </p>
        <p>
          <strong>Error logs.</strong> When something fails, our servers record what went wrong, when, and the
          request it happened in, so we can fix it. Error logs are kept for a limited time.
        </p>
        <p>
          <strong>Cookies and local storage.</strong> Essential cookies keep you signed in and protect your
          account; they are always on. Analytics and functional storage are used only if you allow them in
          Cookie Settings, and you can change your choice at any time.
        </p>
        <p>
          <strong>Approximate location.</strong> Only if you allow functional cookies, the landing page asks
          our own server for the city and region that your IP address belongs to, to greet you with a local
          message. Our server answers from a copy of the DB-IP Lite database that it keeps itself, so your
          address is not sent to anyone else for this. The result is kept in your browser, not on your
          account, and is removed if you withdraw functional consent. Location data:{" "}
          <a className="font-medium text-brand-700 underline" href="https://db-ip.com">
            IP Geolocation by DB-IP
          </a>
          , licensed under{" "}
          <a
            className="font-medium text-brand-700 underline"
            href="https://creativecommons.org/licenses/by/4.0/"
          >
            CC BY 4.0
          </a>
          .
        </p>
      </Section>

      <Section title="2. How we use your information">
        <List>
          <li>To provide tutoring: to answer your questions, check your work and adapt to your level.</li>
          <li>To run your account and subscription, count your sessions and apply your plan.</li>
          <li>To answer you when you contact support.</li>
          <li>To keep Vector secure, prevent abuse and fix errors.</li>
          <li>To understand which features help students, using usage analytics.</li>
          <li>To meet our legal obligations.</li>
        </List>
        <p>We do not sell your personal information, and we do not use it for advertising.</p>
      </Section>

      <Section title="3. Who we share it with">
        <p>
          We share information only with the providers that Vector needs to work, and only what each needs:
        </p>
        <List>
          <li>
            <strong>The AI model provider</strong> receives the content of your tutoring requests (your
            question, your work and the conversation so far) to produce the tutor's reply. We use providers
            whose business terms do not allow them to train their models on this content. When no AI provider
            is set up, Vector's built-in physics engine answers and your content stays on our servers.
          </li>
          <li>
            <strong>The billing provider</strong> receives what it needs to take payments and manage your
            subscription, including your name, email address and payment details, which you give to it
            directly.
          </li>
          <li>
            <strong>The sign-in provider</strong> you choose confirms who you are and sends us your name,
            email address and user ID.
          </li>
          <li>
            <strong>Hosting providers</strong> store our servers and database on our behalf, under contract.
          </li>
        </List>
        <p>
          We may also disclose information when the law requires it, or to protect the safety of our users,
          and in the sale or merger of our business, in which case this policy continues to apply to your
          information.
        </p>
      </Section>

      <Section title="4. How long we keep it">
        <p>
          We keep your account information, conversations and usage for as long as your account exists.
          Billing records are kept as long as tax and accounting law requires. When you delete your data, it
          is removed from our active systems at once and from backups within 30 days. The record of what our
          support staff did on your account (for example a plan linked or sessions added), which names your
          email address, is kept when you delete your data, so that we can answer for those actions. When you
          delete your account, the billing records are kept without your name and email address.
        </p>
      </Section>

      <Section title="5. Your rights and choices">
        <p>Wherever you live, you can:</p>
        <List>
          <li>
            <strong>Access and export</strong> your data: download a copy of your account, conversations,
            memory and usage from My Subscription.
          </li>
          <li>
            <strong>Delete</strong> your data from My Subscription. Deletion removes your conversations, the
            tutor's memory of you, your usage records and the Priority Support requests you sent, and the
            network address and browser kept with each of your sign-ins; a request already emailed to our
            support team stays in its mailbox, as any message you send us does. If you have an active paid
            plan, we tell you first; deleting your data does not cancel your plan silently.
          </li>
          <li>
            <strong>Delete your account</strong> from the Account page: your account, plan, conversations,
            memory and usage are deleted and you are signed out everywhere.
          </li>
          <li>
            <strong>Correct</strong> inaccurate information by writing to us.
          </li>
          <li>
            <strong>Change your cookie choices</strong> at any time in Cookie Settings.
          </li>
        </List>
        <p>
          <strong>California residents</strong> have the right to know what personal information we collect,
          use and disclose; to delete it; to correct it; and to opt out of its sale or sharing. We do not sell
          or share personal information for cross-context behavioural advertising. We will not treat you
          differently for using these rights.
        </p>
        <p>
          <strong>Residents of the European Union and the United Kingdom</strong> have the rights of access,
          rectification, erasure, restriction of processing, data portability and objection, and may withdraw
          consent at any time. We process your data to perform our contract with you (tutoring and your
          subscription), with your consent (analytics, functional storage and approximate location), and for
          our legitimate interests in keeping Vector secure and working. You may complain to your local data
          protection authority.
        </p>
        <p>
          <strong>Residents of Canada</strong> may access and correct their personal information, withdraw
          consent to its use, and complain to the Office of the Privacy Commissioner of Canada.
        </p>
        <p>
          To use any of these rights, write to <Mail address={mailboxes.legal} />. We answer within 30 days
          and may need to confirm your identity first.
        </p>
      </Section>

      <Section title="6. Students under 18">
        <p>
          Vector is for students aged {MINIMUM_AGE} and older. Students under {PARENTAL_CONSENT_BELOW_AGE}{" "}
          need a parent's or guardian's consent. We do not knowingly collect information from children under{" "}
          {MINIMUM_AGE}; if we learn that we have, we delete it. A parent or guardian may ask us to review or
          delete their child's information at <Mail address={mailboxes.legal} />.
        </p>
      </Section>

      <Section title="7. Security">
        <p>
          Information travels over encrypted connections, passwords are stored only as salted hashes, and
          access to your data within {companyName} is limited to what each person's role requires. No system
          is perfectly secure; if a breach affects you, we will tell you as the law requires. Report security
          problems to <Mail address={mailboxes.security} />.
        </p>
      </Section>

      <Section title="8. International transfers">
        <p>
          Vector is operated from the United States, and our providers may process data in other countries.
          Where the law requires it, transfers are covered by appropriate safeguards such as standard
          contractual clauses.
        </p>
      </Section>

      <Section title="9. Changes to this policy">
        <p>
          When we change this policy we update the dates at the top of the page, and we tell you by email or
          in Vector before a significant change takes effect.
        </p>
      </Section>

      <Section title="10. Contact">
        <p>
          Questions about privacy: <Mail address={mailboxes.legal} />. By post:
        </p>
        <Address />
      </Section>
    </>
  );
}

/** The terms of service. */
export function TermsOfService() {
  const paidPlans = PLANS.filter((plan) => plan.priceUsd > 0);
  return (
    <>
      <p className="text-sm text-slate-600">Effective date: {PRIVACY_EFFECTIVE_DATE}</p>
      <p className="mt-6 leading-relaxed text-slate-700">
        These terms are an agreement between you and {companyName} ("we", "us") about your use of Vector, the
        AI physics tutor. By creating an account or using Vector you accept them. Please read them, and in
        particular the sections on arbitration and the class action waiver, which affect how disputes are
        resolved.
      </p>

      <Section title="1. Eligibility">
        <p>
          You must be at least {MINIMUM_AGE} years old to use Vector. If you are under{" "}
          {PARENTAL_CONSENT_BELOW_AGE}, you may use Vector only with the consent of a parent or legal
          guardian, who accepts these terms on your behalf and is responsible for your use of Vector,
          including any purchase.
        </p>
      </Section>

      <Section title="2. Your account">
        <p>
          Keep your sign-in details to yourself; you are responsible for what happens under your account. An
          account is for one student and may not be shared. Tell us at once at{" "}
          <Mail address={mailboxes.security} /> if you think someone else has used it.
        </p>
      </Section>

      <Section title="3. The service">
        <p>
          Vector offers four modes: Solver mode ({MODE_LABELS.solve}), {MODE_LABELS.concept},{" "}
          {MODE_LABELS.step} and Work Analyzer ({MODE_LABELS.analyze}), with photo upload, a Math Helper,
          template problems and open textbook integration. We improve Vector continually and may change or
          remove features; we will not remove a feature your paid plan lists during a period you have paid
          for.
        </p>
      </Section>

      <Section title="4. Plans and sessions">
        <p>
          The Free Trial gives {FREE_TRIAL_SESSIONS} sessions in total, with no credit card. The paid plans
          are monthly subscriptions:
        </p>
        <List>
          {paidPlans.map((plan) => (
            <li key={plan.name}>
              {plan.name}: {allowanceText(plan)}, ${plan.priceUsd} per month
            </li>
          ))}
        </List>
        <p>
          One session is 1 Solver use, 1 Work Analyzer use, 6 user interactions with {MODE_LABELS.concept}, or
          6 user interactions with {MODE_LABELS.step}. Your allowance resets at the start of each billing
          period, and unused sessions do not roll over. A request that fails does not use a session.
        </p>
      </Section>

      <Section title="5. Billing">
        <p>
          Payments are processed by our billing provider, which may act as the merchant of record. Plans are
          billed monthly in advance and renew automatically until you cancel. Prices are in US dollars and
          exclude taxes, which are added where they apply. A change of plan takes effect at your next billing
          cycle. We will tell you at least 30 days before a price change applies to your plan.
        </p>
        <p>
          <strong>No refunds.</strong> Payments are not refunded for partial months or for unused sessions,
          except where the law requires otherwise.
        </p>
      </Section>

      <Section title="6. Cancellation">
        <p>
          You may cancel at any time from My Subscription. When you cancel, there is no refund for the current
          month, you are not charged for the next month, and you keep access until the end of the current
          billing period. We may suspend or end your access if you break these terms, and we will tell you why
          unless the law or the safety of others prevents it.
        </p>
      </Section>

      <Section title="7. Acceptable use">
        <p>You agree not to:</p>
        <List>
          <li>use Vector for anything unlawful, or to harass, threaten or harm anyone;</li>
          <li>upload content you have no right to share, or content that is abusive or sexual;</li>
          <li>share your account, or resell or redistribute access to Vector;</li>
          <li>
            get around session limits, security measures or rate limits, or use scripts or automated tools to
            send requests;
          </li>
          <li>copy, scrape or reverse engineer the service, or use it to build a competing product;</li>
          <li>try to make the tutor produce harmful content or reveal its instructions.</li>
        </List>
      </Section>

      <Section title="8. Academic integrity">
        <p>
          Vector is a tool for learning. You are responsible for following the academic integrity rules of
          your school, course and instructors. Do not submit the tutor's work as your own where your school
          does not allow it, and do not use Vector during an exam or graded assignment unless your instructor
          permits it. Vector is designed to help you understand, and works best when you do the thinking.
        </p>
      </Section>

      <Section title="9. AI disclaimer">
        <p>
          Vector's replies are produced by artificial intelligence and by a physics engine. We check the
          numbers, units and relations in its answers, but a reply may still be incomplete or wrong. Replies
          are educational help, not professional, engineering or safety advice. Check important results
          against your textbook or your instructor, and do not rely on Vector where an error could cause harm.
        </p>
      </Section>

      <Section title="10. Your content">
        <p>
          You keep the rights to the problems, work and photos you submit. You give us permission to store and
          process them, and to send them to the providers listed in the Privacy Policy, only to provide and
          improve Vector for you. You confirm that you have the right to submit them.
        </p>
      </Section>

      <Section title="11. Our content">
        <p>
          Vector, its software, design and content are owned by {companyName} or its licensors. You may use
          the tutor's replies for your own study. Open textbook material remains under its own licence.
        </p>
      </Section>

      <Section title="12. Warranties and liability">
        <p>
          Vector is provided "as is" and "as available". To the extent the law allows, we make no warranty
          that it will be uninterrupted, error-free or fit for a particular purpose. To the extent the law
          allows, our total liability for any claim about Vector is limited to the amount you paid us in the
          12 months before the claim, and we are not liable for indirect or consequential losses, including
          lost grades or opportunities. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </Section>

      <Section title="13. Governing law">
        <p>
          These terms are governed by the laws of the State of Rhode Island, United States, without regard to
          its conflict of law rules, except where the law of the place you live gives you protections that
          cannot be waived.
        </p>
      </Section>

      <Section title="14. Arbitration">
        <p>
          Before starting any formal proceeding, write to <Mail address={mailboxes.legal} /> and give us 30
          days to resolve the dispute informally. If we cannot, any dispute arising from these terms or from
          Vector will be resolved by binding individual arbitration administered by the American Arbitration
          Association under its Consumer Arbitration Rules, rather than in court. Either party may instead
          bring an individual claim in small claims court. You may opt out of arbitration by writing to us
          within 30 days of first accepting these terms.
        </p>
      </Section>

      <Section title="15. Class action waiver">
        <p>
          You and we each agree to bring claims only in an individual capacity, and not as a plaintiff or
          class member in any class, collective or representative action. The arbitrator may not combine
          claims of different people or award relief to anyone other than the individual party.
        </p>
      </Section>

      <Section title="16. Changes to these terms">
        <p>
          We may update these terms. We will tell you by email or in Vector at least 30 days before a
          significant change takes effect; using Vector after that date means you accept the updated terms.
        </p>
      </Section>

      <Section title="17. Contact">
        <p>
          Questions about these terms: <Mail address={mailboxes.legal} />. By post:
        </p>
        <Address />
      </Section>
    </>
  );
}

const MAILBOX_PURPOSES = [
  { name: "support", title: "Support", purpose: "Help with the tutor, your account or anything else" },
  { name: "billing", title: "Billing", purpose: "Payments, plans, invoices and cancellations" },
  { name: "security", title: "Security", purpose: "Reports of security problems or a compromised account" },
  { name: "legal", title: "Legal", purpose: "Privacy requests, data rights and legal notices" },
  { name: "business", title: "Business", purpose: "Schools, partnerships and press" },
] as const;

/** The contact information. */
export function ContactInformation() {
  return (
    <>
      <p className="leading-relaxed text-slate-700">
        Write to the mailbox that fits your question and it reaches the right person first time. Please
        include the email address of your Vector account.
      </p>

      <Section title="Email">
        <dl className="grid gap-4 sm:grid-cols-2">
          {MAILBOX_PURPOSES.map((mailbox) => (
            <div key={mailbox.name} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold text-slate-900">{mailbox.title}</dt>
              <dd className="mt-1 text-sm">
                <span className="block text-slate-600">{mailbox.purpose}</span>
                <span className="mt-1 block">
                  <Mail address={mailboxes[mailbox.name]} />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title="Support hours">
        <p>{SUPPORT_HOURS}, excluding US public holidays.</p>
      </Section>

      <Section title="Response times">
        <p>
          Primary support answers within 24 hours on business days. By kind of request, expect a reply within:
        </p>
        <table className="w-full max-w-md border-collapse text-left text-sm">
          <caption className="sr-only">Response times by kind of request</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 font-semibold text-slate-900">
                Request
              </th>
              <th scope="col" className="py-2 font-semibold text-slate-900">
                Response within
              </th>
            </tr>
          </thead>
          <tbody>
            {RESPONSE_TIMES.map((row) => (
              <tr key={row.kind} className="border-b border-slate-200">
                <th scope="row" className="py-2 font-normal text-slate-700">
                  {row.kind}
                </th>
                <td className="py-2 text-slate-700">{row.time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title="Postal address">
        <Address />
      </Section>
    </>
  );
}
