import { SimplePage } from "../../ui/simple-page";

/** /tracking: user tracking and AI memory dashboard. */
export function TrackingPage() {
  return (
    <SimplePage title="User Tracking & AI Memory" backHref="/tutor" backLabel="Back to Tutor">
      <p>Learner memory, API usage and analytics per user.</p>
    </SimplePage>
  );
}
