/**
 * Question phrases for gravitation (variables in relations/variables-gravitation.ts): escape and
 * orbital speeds, an orbit's period and radius (an electron's orbit in an atom is the generic radius
 * or speed, the second candidate), the attracting body's mass and the field at its
 * surface. `identifyUnknown` reads them with the phrases of unknown.ts.
 */
export const GRAVITATION_PHRASES: readonly [string, readonly string[]][] = [
  ["escape speed", ["vEscape"]],
  ["escape velocity", ["vEscape"]],
  ["orbital speed", ["vOrbit", "v"]],
  ["orbital velocity", ["vOrbit", "v"]],
  ["speed in orbit", ["vOrbit", "v"]],
  ["orbital period", ["T_period"]],
  ["period of its orbit", ["T_period"]],
  ["period of the orbit", ["T_period"]],
  ["period of revolution", ["T_period"]],
  ["orbital radius", ["rOrbit", "r"]],
  ["radius of its orbit", ["rOrbit", "r"]],
  ["radius of the orbit", ["rOrbit", "r"]],
  ["altitude", ["hAltitude"]],
  ["schwarzschild radius", ["rSchwarzschild"]],
  ["mass of the planet", ["Mcentral"]],
  ["planet's mass", ["Mcentral"]],
  ["mass of the star", ["Mcentral"]],
  ["mass of the sun", ["Mcentral"]],
  ["mass of the earth", ["Mcentral"]],
  ["mass of earth", ["Mcentral"]],
  ["mass of the moon", ["Mcentral"]],
  ["mass of mars", ["Mcentral"]],
  ["mass of jupiter", ["Mcentral"]],
  ["mass of saturn", ["Mcentral"]],
  ["mass of the black hole", ["Mcentral"]],
  ["acceleration due to gravity at", ["g"]],
  ["acceleration due to gravity on", ["g"]],
  ["acceleration due to gravity in", ["g"]],
  ["gravitational acceleration at", ["g"]],
  ["gravitational acceleration on", ["g"]],
  ["free-fall acceleration at", ["g"]],
  ["surface gravity", ["g"]],
];
