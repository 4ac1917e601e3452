/**
 * A reply's diagram, its drawing code loaded only when a reply has one (decision 033), so the
 * tutor screen's first load does not carry it.
 */
import { lazy, Suspense } from "react";
import type { Diagram } from "../../../contracts/diagram";

const DiagramView = lazy(() => import("./diagrams/diagram-view"));

/** The diagram under the reply; nothing while its drawing code loads. */
export function ReplyDiagram({ diagram }: { diagram: Diagram }) {
  return (
    <div className="mt-6">
      <Suspense fallback={null}>
        <DiagramView diagram={diagram} />
      </Suspense>
    </div>
  );
}
