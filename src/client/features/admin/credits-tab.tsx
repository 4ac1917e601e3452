/**
 * Credits & Refunds: gives back sessions a student used this billing period (a failed reply, an
 * outage). A credit can be at most the sessions used; Session Control adds beyond that.
 */
import type { ApplyCreditRequest } from "../../../contracts/admin";
import type { UserReference } from "./admin-api";
import { SessionsForm } from "./sessions-form";

export function CreditsTab(props: { selectedUser: UserReference | null }) {
  return (
    <SessionsForm<ApplyCreditRequest>
      title="Credits & Refunds"
      explanation="A credit gives back sessions the student used this billing period, up to the number used. It lasts until the next renewal starts a new count."
      selectedUser={props.selectedUser}
      countLabel="Sessions to credit"
      submitLabel="Apply Credit"
      pendingLabel="Applying..."
      url="/api/admin/apply-credit"
      toBody={(values) => values}
      successMessage="Credit applied successfully"
      failureMessage="Failed to apply credit"
    />
  );
}
