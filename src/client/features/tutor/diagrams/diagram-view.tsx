/**
 * A reply's diagram: its title, the picture and, under it, what it shows in words (which screen
 * readers read as the picture's description). Loaded with this file only when a reply has one.
 */
import { Component, type ReactNode, useId } from "react";
import type { Diagram } from "../../../../contracts/diagram";
import { diagramScene } from "./diagram-scene";
import { SceneSvg } from "./scene-svg";

/** The diagram; nothing at all if its description cannot be drawn (an old or damaged stored one). */
export default function DiagramView({ diagram }: { diagram: Diagram }) {
  return (
    <DrawingGuard>
      <DiagramFigure diagram={diagram} />
    </DrawingGuard>
  );
}

function DiagramFigure({ diagram }: { diagram: Diagram }) {
  const id = useId();
  const scene = diagramScene(diagram);
  if (!scene) return null;
  return (
    <figure className="mx-auto max-w-[34rem]" data-diagram-kind={diagram.kind}>
      {diagram.aboutLine !== undefined && (
        <p className="mb-1 text-sm font-medium text-slate-600">About line {diagram.aboutLine} of your work</p>
      )}
      <h3 className="mb-2 text-base font-semibold text-slate-800">{diagram.title}</h3>
      <div className="rounded-lg border border-slate-200 bg-white p-2">
        <SceneSvg scene={scene} title={diagram.title} describedBy={`${id}-description`} />
      </div>
      <figcaption id={`${id}-description`} className="mt-2 text-sm text-slate-600">
        {diagram.description}
      </figcaption>
    </figure>
  );
}

/** Keeps a drawing that fails from taking the reply down with it. */
class DrawingGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
