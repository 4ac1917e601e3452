import { SimplePage } from "../../ui/simple-page";

/** /admin: the Customer Support Portal. */
export function AdminPage() {
  return (
    <SimplePage title="Customer Support Portal" backHref="/tutor" backLabel="Back to Tutor">
      <p>Find users, review subscriptions, adjust sessions and see the log of admin actions.</p>
    </SimplePage>
  );
}
