/**
 * Question phrases for molecular speeds, gauge pressure and work done on a gas, whose variables
 * live in relations/variables-gas-oscillation.ts, with the variables they name. `identifyUnknown`
 * reads them with the phrases of unknown.ts; at the same place the longer phrase wins, so "how
 * much work is done on the gas" is read before "how much work".
 */
export const GAS_OSCILLATION_PHRASES: readonly [string, readonly string[]][] = [
  // "The entropy change per mole": per unit amount of gas, in J/(mol·K).
  ["entropy change per mole", ["dSmolar"]],
  ["change in entropy per mole", ["dSmolar"]],
  ["molar entropy change", ["dSmolar"]],
  ["rms speed", ["vrmsGas"]],
  ["root-mean-square speed", ["vrmsGas"]],
  ["root mean square speed", ["vrmsGas"]],
  ["most probable speed", ["vProbableGas"]],
  // A car's average speed is distance over time; a gas's, the mean of the Maxwell distribution.
  ["average speed", ["v", "vMeanGas"]],
  ["mean speed", ["v", "vMeanGas"]],
  ["gauge pressure", ["PgaugeFinal", "PgaugeInitial", "pGauge"]],
  ["gauge read", ["PgaugeFinal"]],
  ["gauge reading", ["PgaugeFinal"]],
  ["cooling constant", ["coolingConstant"]],
  ["spill", ["dVolumeSpill"]],
  ["vapor pressure", ["P2", "pressure"]],
  ["vapour pressure", ["P2", "pressure"]],
  ["rate of heat loss per", ["heatRatePerLength"]],
  ["rate of heat flow per", ["heatRatePerLength"]],
  ["rate of heat transfer per", ["heatRatePerLength"]],
  ["heat loss per", ["heatRatePerLength"]],
  ["heat lost per", ["heatRatePerLength"]],
  ["heat flow per", ["heatRatePerLength"]],
  ["overflow", ["dVolumeSpill"]],
  ["how much work is done on the gas", ["Won"]],
  ["how much work is done on the air", ["Won"]],
  ["how much work must be done on the gas", ["Won"]],
  ["work done on the gas", ["Won"]],
  ["work is done on the gas", ["Won"]],
  ["work done on the system", ["Won"]],
];
