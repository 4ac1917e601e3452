/**
 * Unstable particles in flight: the lab-frame lifetime is the proper one dilated, so a beam's
 * particles cover the distance v γ τ₀ on average and a fraction e^(−L / (v γ τ₀)) of them survive a
 * flight path of length L. Used where the text speaks of a particle that decays or of its lifetime.
 */
import { finite, generalRelation, productRelation, type Relation } from "./relation";

// A particle that decays in flight, or its lifetime, named in the text.
const DECAY_IN_FLIGHT = ["decay", "lifetime", "mean life", "half-life", "half life", "surviv"];

/** The fraction that survives a path, the path a distance flown (d) or a length crossed (L). */
function survivalOverPath(path: "d" | "L", id: string, pathInWords: string): Relation {
  return generalRelation({
    id,
    subtopic: "particle-physics",
    principle: `Exponential decay along ${pathInWords}: the particles that survive are e^(−${path} / (v Δt)), the decay length v Δt using the lifetime in the laboratory`,
    latex: `\\frac{N}{N_0} = e^{-${path}/(v \\Delta t)}`,
    left: "fraction",
    right: `exp(-${path} / (v * tDilated))`,
    variables: ["fraction", path, "v", "tDilated"],
    conditions: ["constant speed", "exponential decay", "Δt is the mean lifetime in the laboratory frame"],
    cues: ["decay & beam", "decay & tunnel", "decay & flight", "decay & detector", "surviv & beam"],
    // A half-life would need (1/2)^(d / (v Δt)), not the mean life's exponential.
    ruledOutBy: ["half-life", "half life"],
    solvers: {
      fraction: (values) => finite(Math.exp(-values[path] / (values.v * values.tDilated))),
      [path]: ({ fraction, v, tDilated }) =>
        fraction <= 0 || fraction >= 1 ? undefined : finite(-v * tDilated * Math.log(fraction)),
    },
  });
}

export const PARTICLE_FLIGHT_RELATIONS: Relation[] = [
  productRelation({
    id: "relativity.distance-in-lab-lifetime",
    subtopic: "relativity",
    principle:
      "Distance covered in the laboratory during the particle's lifetime as the laboratory measures it (the dilated lifetime)",
    latex: "d = v \\Delta t",
    result: "d",
    factors: { v: 1, tDilated: 1 },
    conditions: ["constant speed", "Δt is the lifetime in the laboratory frame"],
    cues: DECAY_IN_FLIGHT,
    // The mean distance, not a path of given length over which a share of the particles decays.
    ruledOutBy: ["fraction", "percent", "%", "surviv", "how many"],
    // At a given speed the distance does not depend on the particle's mass or rest energy.
    unaffectedBy: ["m", "Erest"],
  }),
  survivalOverPath("d", "particle-physics.survival-over-flight-distance", "a flight of distance d"),
  survivalOverPath(
    "L",
    "particle-physics.survival-over-flight-length",
    "a region of length L (a tunnel, a detector)",
  ),
];
