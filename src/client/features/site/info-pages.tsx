/**
 * The public information pages: about, FAQ, learning path and pricing.
 */
import { buttonVariants } from "../../ui/button";
import { SimplePage } from "../../ui/simple-page";

const startTrial = (
  <a href="/api/login" className={buttonVariants()}>
    Start Free Trial
  </a>
);

/** /about */
export function AboutPage() {
  return (
    <SimplePage title="About Vector" backHref="/" backLabel="Back">
      <p>
        Vector was created by a physics professor to give every student a patient tutor that gets the physics
        right.
      </p>
    </SimplePage>
  );
}

/** /faq */
export function FaqPage() {
  return (
    <SimplePage title="Frequently Asked Questions" backHref="/" backLabel="Back to Home">
      <p>Answers about sessions, plans, the four tutoring modes and your data.</p>
      {startTrial}
    </SimplePage>
  );
}

/** /learning-path */
export function LearningPathPage() {
  return (
    <SimplePage title="Your Learning Path" backHref="/" backLabel="Back to Home">
      <p>
        Three phases over 10-18 weeks: Foundation Building, Skill Development, and Mastery and Application.
      </p>
      {startTrial}
    </SimplePage>
  );
}

/** /pricing */
export function PricingPage() {
  return (
    <SimplePage title="Pricing" backHref="/" backLabel="Back to Home">
      <p>
        Free Trial: 6 sessions. Base Plan $20/month for 100 sessions; Premium Plan $40 for 200; Premium Plus
        $60 for 600.
      </p>
      {startTrial}
    </SimplePage>
  );
}
