/**
 * Question phrases for the models of circuits, fields, light, atoms, nuclei and lasers whose
 * variables live in relations/variables-fields-light-atoms.ts, with the variables they name.
 * `identifyUnknown` reads them with the phrases of unknown.ts.
 */
export const FIELD_LIGHT_ATOM_PHRASES: readonly [string, readonly string[]][] = [
  ["how many electrons", ["nElectrons"]],
  ["number of electrons", ["nElectrons"]],
  ["hall voltage", ["hallVoltage"]],
  ["kt", ["Ethermal"]],
  ["k_bt", ["Ethermal"]],
  ["k_b t", ["Ethermal"]],
  ["average kinetic energy", ["KE"]],
  ["mean kinetic energy", ["KE"]],
  ["number density", ["nCarrier"]],
  ["how wide is the central", ["centralWidth"]],
  ["width of the central", ["centralWidth"]],
  ["central maximum width", ["centralWidth"]],
  ["how many bright maxima", ["maximaCount"]],
  ["how many maxima", ["maximaCount"]],
  ["number of bright maxima", ["maximaCount"]],
  ["number of maxima", ["maximaCount"]],
  ["highest order", ["orderMax"]],
  ["maximum order", ["orderMax"]],
  ["diameter of the spot", ["spotDiameter"]],
  ["spot diameter", ["spotDiameter"]],
  ["gain coefficient", ["gainCoefficient"]],
  ["wavelength is observed", ["lambdaObserved"]],
  ["range of the force", ["forceRange"]],
  ["range of the nuclear force", ["forceRange"]],
  ["range of the strong", ["forceRange"]],
  ["range of the weak", ["forceRange"]],
  ["range of the interaction", ["forceRange"]],
  ["observed wavelength", ["lambdaObserved"]],
  ["wavelength observed", ["lambdaObserved"]],
  ["threshold gain", ["gainCoefficient"]],
];
