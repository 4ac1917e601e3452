/**
 * Keeps a failure in one part of the tutor screen to that part: the rest of the screen, and the
 * student's problem and conversation (held above every part), stay as they were, and Try again
 * draws the part afresh.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../../ui/button";

interface PartBoundaryProps {
  /** What the part is called, as the student sees it ("Problem Management"). */
  name: string;
  children: ReactNode;
}

/** An error boundary around one part of the screen. */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-medium">{this.props.name} could not be shown.</p>
        <p className="mt-1">Your problem and conversation are kept. Try again, or reload the page.</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => this.setState({ failed: false })}
        >
          Try again
        </Button>
      </div>
    );
  }
}
