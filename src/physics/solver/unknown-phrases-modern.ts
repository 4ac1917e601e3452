/**
 * Question phrases for the uncertainty principle (variables in relations/variables-decay-energetics.ts)
 * and the size of a laser's spot. `identifyUnknown` reads them with the phrases of unknown.ts.
 */
export const MODERN_PHRASES: readonly [string, readonly string[]][] = [
  ["uncertainty in its speed", ["speedUncertainty"]],
  ["uncertainty in the speed", ["speedUncertainty"]],
  ["uncertainty in speed", ["speedUncertainty"]],
  ["uncertainty in its velocity", ["speedUncertainty"]],
  ["uncertainty in the velocity", ["speedUncertainty"]],
  ["uncertainty in velocity", ["speedUncertainty"]],
  ["speed uncertainty", ["speedUncertainty"]],
  ["uncertainty in its momentum", ["momentumUncertainty"]],
  ["uncertainty in the momentum", ["momentumUncertainty"]],
  ["uncertainty in momentum", ["momentumUncertainty"]],
  ["momentum uncertainty", ["momentumUncertainty"]],
  ["how wide is the spot", ["spotDiameter"]],
  ["width of the spot", ["spotDiameter"]],
  ["size of the spot", ["spotDiameter"]],
  ["spot size", ["spotDiameter"]],
  ["factor does n_i", ["carrierRatio"]],
  ["factor does the intrinsic", ["carrierRatio"]],
  ["factor does the carrier", ["carrierRatio"]],
  ["ratio of the intrinsic", ["carrierRatio"]],
];
