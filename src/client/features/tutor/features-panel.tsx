/**
 * Research-based learning features: the per-request switches and the confidence slider.
 * Changes apply to the next request at once.
 */
import { Info } from "lucide-react";
import { Switch, Tooltip } from "radix-ui";
import { type CSSProperties, useId, useState } from "react";
import type { TutorMode } from "../../../contracts/taxonomy";
import type { PerFeatures } from "../../../contracts/tutor";
import { type FeatureSwitch, isAlwaysOn } from "./mode-features";

/** Each switch with its tooltip in the modes it serves (spec: solve common mistakes, concept misconception diagnosis, step warm-up, analyze error analysis). */
const TOGGLES: {
  key: FeatureSwitch;
  label: string;
  tooltips: Partial<Record<TutorMode, string>>;
  otherwise: string;
}[] = [
  {
    key: "showMisconceptions",
    label: "Show common mistakes and misconceptions",
    tooltips: {
      solve:
        "Common mistakes: every Problem Solver solution ends with the mistakes students make on this kind of problem, so the switch stays on here. In Concept Coach it turns misconception diagnosis on or off.",
      concept: "Misconception diagnosis: Concept Coach asks questions that bring a misconception to light.",
    },
    otherwise:
      "Used by Concept Coach (misconception diagnosis). Problem Solver always ends with the common mistakes.",
  },
  {
    key: "requestConceptualWarmup",
    label: "Conceptual warm-up first",
    tooltips: { step: "Conceptual warm-up: a short question about the idea before any calculation." },
    otherwise: "Used by Interactive Tutor: a short conceptual question before any calculation.",
  },
  {
    key: "requestErrorAnalysis",
    label: "Detailed error analysis",
    tooltips: { analyze: "Detailed error analysis: each mistake, why it is wrong and how to fix it." },
    otherwise: "Used by Work Analysis: each mistake, why it is wrong and how to fix it.",
  },
];

/** Why a switch shows on and cannot be turned off in a mode whose answer always includes it. */
const ALWAYS_ON_NOTES: Partial<Record<TutorMode, string>> = {
  solve: "Always part of a Problem Solver solution.",
};

const CONFIDENCE_GUIDANCE = "1-2: more support and smaller steps · 3: balanced · 4-5: harder questions";

/** The switches and the 1-5 confidence slider. */
export function FeaturesPanel(props: {
  mode: TutorMode;
  perFeatures: PerFeatures;
  onChange: (next: PerFeatures) => void;
}) {
  const sliderId = useId();
  const { mode, perFeatures, onChange } = props;
  return (
    <Tooltip.Provider delayDuration={700}>
      <div className="grid gap-3" data-tour="research-features">
        {TOGGLES.map((toggle) => (
          <FeatureToggle
            key={toggle.key}
            label={toggle.label}
            tooltip={toggle.tooltips[mode] ?? toggle.otherwise}
            checked={perFeatures[toggle.key]}
            alwaysOn={isAlwaysOn(mode, toggle.key) ? ALWAYS_ON_NOTES[mode] : undefined}
            onChange={(checked) => onChange({ ...perFeatures, [toggle.key]: checked })}
          />
        ))}
        <div>
          <div className="flex items-center justify-between">
            <span id={sliderId} className="text-sm font-medium">
              How confident do you feel?
            </span>
            <span className="text-sm font-semibold text-brand-700" aria-hidden>
              {perFeatures.confidenceRating} / 5
            </span>
          </div>
          {/* A native range: the keys, touch and labels of a slider without a slider library. */}
          <input
            type="range"
            min={1}
            max={5}
            step={1}
            value={perFeatures.confidenceRating}
            onChange={(event) => onChange({ ...perFeatures, confidenceRating: Number(event.target.value) })}
            aria-labelledby={sliderId}
            aria-valuetext={`${perFeatures.confidenceRating} of 5`}
            style={{ "--filled": `${((perFeatures.confidenceRating - 1) / 4) * 100}%` } as CSSProperties}
            className="range-slider mt-2 block w-full"
          />
          <p className="mt-1 text-xs text-slate-600">{CONFIDENCE_GUIDANCE}</p>
        </div>
      </div>
    </Tooltip.Provider>
  );
}

/** A switch with its tooltip; `alwaysOn` is the note of a mode that includes it whatever is chosen. */
function FeatureToggle(props: {
  label: string;
  tooltip: string;
  checked: boolean;
  alwaysOn?: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const noteId = useId();
  // Opened by hover (after the delay), by keyboard focus, and by a tap, which hover cannot serve.
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <div className="flex items-center gap-1">
          <label htmlFor={id} className="text-sm">
            {props.label}
          </label>
          <Tooltip.Root open={open} onOpenChange={setOpen}>
            <Tooltip.Trigger asChild>
              <button
                type="button"
                aria-label={`About ${props.label}`}
                onClick={(event) => {
                  // The tooltip's own click handling closes it; a tap or a click should open it.
                  event.preventDefault();
                  setOpen(true);
                }}
                className="inline-flex h-7 w-7 shrink-0 cursor-help items-center justify-center rounded-full text-slate-500 hover:text-slate-900"
              >
                <Info className="h-4 w-4" aria-hidden />
              </button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                sideOffset={6}
                className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow"
              >
                {props.tooltip}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </div>
        {props.alwaysOn && (
          <p id={noteId} className="text-xs text-slate-600">
            {props.alwaysOn}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={props.alwaysOn ? true : props.checked}
        disabled={props.alwaysOn !== undefined}
        aria-describedby={props.alwaysOn ? noteId : undefined}
        onCheckedChange={props.onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
