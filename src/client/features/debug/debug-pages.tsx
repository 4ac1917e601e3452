import { SimplePage } from "../../ui/simple-page";

/** /debug: tests the tutor calls one by one. */
export function DebugPage() {
  return (
    <SimplePage title="Physics Tutor Debug" backHref="/" backLabel="Back">
      <p>Runs the solve, concept and step calls individually or together.</p>
    </SimplePage>
  );
}

/** /test: a simple solve test. */
export function SolveTestPage() {
  return (
    <SimplePage title="Solve Test" backHref="/" backLabel="Back">
      <p>Sends one problem to the Problem Solver.</p>
    </SimplePage>
  );
}
