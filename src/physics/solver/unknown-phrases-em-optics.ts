/**
 * Question phrases for the models of fields, induction and light whose variables live in
 * relations/variables-em-optics.ts, with the variables they name. `identifyUnknown` reads them
 * with the phrases of unknown.ts.
 */
export const EM_OPTICS_PHRASES: readonly [string, readonly string[]][] = [
  ["amplitude of the electric field", ["EfieldAmplitude"]],
  ["electric field amplitude", ["EfieldAmplitude"]],
  ["peak electric field", ["EfieldAmplitude"]],
  ["maximum electric field", ["EfieldAmplitude"]],
  ["amplitude of the oscillating electric field", ["EfieldAmplitude"]],
  ["diameter of the wire", ["wedgeSpacer"]],
  ["thickness of the wire", ["wedgeSpacer"]],
  ["diameter of the hair", ["wedgeSpacer"]],
  ["thickness of the hair", ["wedgeSpacer"]],
  ["thickness of the paper", ["wedgeSpacer"]],
  ["thickness of the spacer", ["wedgeSpacer"]],
  ["wire's diameter", ["wedgeSpacer"]],
  ["hair's diameter", ["wedgeSpacer"]],
  ["deflected", ["deflection"]],
  ["how far is it deflected", ["deflection"]],
  ["how far is the electron deflected", ["deflection"]],
  ["how far is the proton deflected", ["deflection"]],
  ["deflection", ["deflection"]],
  ["shifted sideways", ["lateralShift"]],
  ["sideways shift", ["lateralShift"]],
  ["lateral shift", ["lateralShift"]],
  ["lateral displacement", ["lateralShift"]],
  ["displaced sideways", ["lateralShift"]],
  ["shifted laterally", ["lateralShift"]],
  ["angle between the red and violet", ["dispersionSpread"]],
  ["angle between the violet and red", ["dispersionSpread"]],
  ["angle between the red and blue", ["dispersionSpread"]],
  ["angle between the blue and red", ["dispersionSpread"]],
  ["angle between the two refracted rays", ["dispersionSpread"]],
  ["angular spread", ["dispersionSpread"]],
  ["angular dispersion", ["dispersionSpread"]],
];
