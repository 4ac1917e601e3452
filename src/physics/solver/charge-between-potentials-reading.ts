/**
 * A charged particle that moves from one point to another, each at a stated electric potential,
 * with only the electric force acting: energy conservation with the particle's signed charge,
 * ½ m v_B² = ½ m v_A² − q (V_B − V_A). The points are named by letters ("point A, where the
 * potential is +20 V"), the question names the point where the speed is asked, and the one speed
 * given belongs to the other point. An electron (charge −e) slows as it moves to a lower
 * potential, which taking the charge as a magnitude would get backwards. A particle the words do not
 * name, a point without a potential, another force, or a particle that cannot reach the point makes
 * the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { constantValue } from "../constants";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const E = constantValue("elementary-charge");

interface Particle {
  name: string;
  mass: number;
  charge: number;
  chargeLatex: string;
}

const PARTICLES: readonly [RegExp, Particle][] = [
  [/\belectron\b/, { name: "electron", mass: constantValue("electron-mass"), charge: -E, chargeLatex: "-e" }],
  [/\bpositron\b/, { name: "positron", mass: constantValue("electron-mass"), charge: E, chargeLatex: "+e" }],
  [/\bproton\b/, { name: "proton", mass: constantValue("proton-mass"), charge: E, chargeLatex: "+e" }],
];
// Forces or fields besides the electric one change the energy balance.
const OTHER_WORK = /\b(gravity|gravitational|friction|magnetic|collid\w*|air resistance|relativistic)\b/;
const POINT_LABEL = /\b[Pp]oint ([A-Z])\b/g;

function particleNamed(lower: string): Particle | undefined {
  const named = PARTICLES.filter(([pattern]) => pattern.test(lower));
  return named.length === 1 ? named[0][1] : undefined;
}

/** The letter of the point named last before a position in the same sentence, or undefined. */
function pointBefore(text: string, position: number): string | undefined {
  const sentenceStart = Math.max(text.lastIndexOf(". ", position), text.lastIndexOf("? ", position));
  let label: string | undefined;
  for (const match of text.slice(sentenceStart + 1, position).matchAll(POINT_LABEL)) label = match[1];
  return label;
}

/** The speed (or kinetic energy) at the asked point of a charge moving between two potentials. */
export function solveChargeBetweenPotentials(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!/\bpotential\b/.test(lower) || /\bpotential difference\b/.test(lower) || OTHER_WORK.test(lower)) {
    return undefined;
  }
  const particle = particleNamed(lower);
  if (!particle || quantities.length !== 3) return undefined;
  const asked = /\bat (?:point )?([A-Z])\b/.exec(question)?.[1];
  if (!asked || !/\bspeed\b|\bhow fast\b/.test(question.toLowerCase())) return undefined;
  const potentials: { label: string; volts: number; quantity: ExtractedQuantity }[] = [];
  let speed: { si: number; quantity: ExtractedQuantity } | undefined;
  for (const quantity of quantities) {
    const volts = convertQuantity({ value: quantity.value, unit: quantity.unit }, "V")?.value;
    const metresPerSecond = convertQuantity({ value: quantity.value, unit: quantity.unit }, "m/s")?.value;
    if (volts !== undefined) {
      const label = pointBefore(normalized, quantity.start);
      if (!label) return undefined;
      potentials.push({ label, volts, quantity });
    } else if (metresPerSecond !== undefined && metresPerSecond >= 0) {
      speed = { si: metresPerSecond, quantity };
    } else {
      return undefined;
    }
  }
  if (!speed || potentials.length !== 2 || potentials[0].label === potentials[1].label) return undefined;
  const final = potentials.find((entry) => entry.label === asked);
  const start = potentials.find((entry) => entry.label !== asked);
  if (!final || !start) return undefined;
  const figures = Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
  const working = figures + 1;
  const energyChange = particle.charge * (final.volts - start.volts);
  const startEnergy = 0.5 * particle.mass * speed.si ** 2;
  const finalEnergy = startEnergy - energyChange;
  // It turns back before reaching the point.
  if (!(finalEnergy > 0)) return undefined;
  const finalSpeed = Math.sqrt((2 * finalEnergy) / particle.mass);
  const j = (value: number) => formatQuantityLatex(value, "J", working);
  const steps: SolutionStep[] = [
    {
      principle: `Change in the ${particle.name}'s potential energy, with its charge's sign (q = ${particle.chargeLatex})`,
      equation: `\\Delta U = q (V_${asked} - V_${start.label})`,
      substitution: `\\Delta U = (${particle.chargeLatex}) \\times (${formatQuantityLatex(final.volts, "V", working)} - (${formatQuantityLatex(start.volts, "V", working)})) = ${j(energyChange)}`,
      result: { value: energyChange, unit: "J", symbol: "\\Delta U" },
    },
    {
      principle: "Kinetic energy at the start",
      equation: `K_${start.label} = \\tfrac{1}{2} m v_${start.label}^2`,
      substitution: `K_${start.label} = \\tfrac{1}{2} \\times ${formatQuantityLatex(particle.mass, "kg", working)} \\times (${formatQuantityLatex(speed.si, "m/s", working)})^2 = ${j(startEnergy)}`,
      result: { value: startEnergy, unit: "J", symbol: `K_${start.label}` },
    },
    {
      principle: "Energy conservation: only the electric force does work",
      equation: `K_${asked} = K_${start.label} - \\Delta U`,
      substitution: `K_${asked} = ${j(startEnergy)} - (${j(energyChange)}) = ${j(finalEnergy)}`,
      result: { value: finalEnergy, unit: "J", symbol: `K_${asked}` },
    },
    {
      principle: "Speed from the kinetic energy",
      equation: `v_${asked} = \\sqrt{2 K_${asked} / m}`,
      substitution: `v_${asked} = \\sqrt{2 \\times ${j(finalEnergy)} / ${formatQuantityLatex(particle.mass, "kg", working)}} = ${formatQuantityLatex(finalSpeed, "m/s", working)}`,
      result: { value: finalSpeed, unit: "m/s", symbol: `v_${asked}` },
    },
  ];
  const unit = unitAskedFor(question) ?? "m/s";
  const converted = convertQuantity({ value: finalSpeed, unit: "m/s" }, unit)?.value;
  if (converted === undefined) return undefined;
  return {
    status: "solved",
    answer: { value: roundSignificant(converted, figures), unit },
    si: { value: finalSpeed, unit: "m/s" },
    significantFigures: figures,
    steps,
    understood: {
      quantities: [
        {
          text: start.quantity.text,
          value: start.quantity.value,
          unit: start.quantity.unit,
          variable: "V1",
          variableName: `potential at ${start.label}`,
        },
        {
          text: final.quantity.text,
          value: final.quantity.value,
          unit: final.quantity.unit,
          variable: "V2",
          variableName: `potential at ${asked}`,
        },
        {
          text: speed.quantity.text,
          value: speed.quantity.value,
          unit: speed.quantity.unit,
          variable: "v0",
          variableName: `speed at ${start.label}`,
        },
      ],
      unknown: { variable: "v", name: `speed at ${asked}`, ...(unit !== "m/s" ? { unit } : {}) },
      assumptions: [
        `Charge of the ${particle.name} q = ${particle.chargeLatex === "-e" ? "−" : "+"}1.60 × 10⁻¹⁹ C and its mass (not given).`,
        "Only the electric force does work; the speed is far below that of light.",
      ],
    },
  };
}
