/**
 * Physical constants, CODATA 2018 recommended values (exact where the 2019 SI fixes them).
 * Units are in engine notation (see README.md).
 */

/** A physical constant with its value in SI. */
export interface PhysicalConstant {
  /** Stable id, e.g. "speed-of-light". */
  id: string;
  name: string;
  /** Symbol as LaTeX, e.g. "\\hbar". */
  symbol: string;
  value: number;
  unit: string;
  /** True when the value is exact by definition of the SI. */
  exact: boolean;
  /** Other names and plain-text symbols people use. */
  aliases: string[];
  note?: string;
}

const PLANCK = 6.62607015e-34;
const ELEMENTARY_CHARGE = 1.602176634e-19;
const BOLTZMANN = 1.380649e-23;
const AVOGADRO = 6.02214076e23;
const VACUUM_PERMITTIVITY = 8.8541878128e-12;

/**
 * A body of the solar system as textbooks tabulate it (OpenStax University Physics, appendix D):
 * mean radius, mass, and the mean radius of its orbit about the body it circles.
 */
export interface CelestialBody {
  /** Stable id, e.g. "earth". */
  id: string;
  name: string;
  /** Mass in kg. */
  mass: number;
  /** Mean radius in m. */
  radius: number;
  /** Mean radius of its orbit in m, about `orbits`. */
  orbitRadius?: number;
  /** The id of the body it orbits. */
  orbits?: string;
}

/** The Sun, the planets and the Moon. */
export const CELESTIAL_BODIES: readonly CelestialBody[] = [
  { id: "sun", name: "Sun", mass: 1.99e30, radius: 6.96e8 },
  { id: "mercury", name: "Mercury", mass: 3.3e23, radius: 2.44e6, orbitRadius: 5.79e10, orbits: "sun" },
  { id: "venus", name: "Venus", mass: 4.87e24, radius: 6.05e6, orbitRadius: 1.082e11, orbits: "sun" },
  { id: "earth", name: "Earth", mass: 5.97e24, radius: 6.37e6, orbitRadius: 1.496e11, orbits: "sun" },
  { id: "moon", name: "Moon", mass: 7.35e22, radius: 1.74e6, orbitRadius: 3.84e8, orbits: "earth" },
  { id: "mars", name: "Mars", mass: 6.42e23, radius: 3.39e6, orbitRadius: 2.279e11, orbits: "sun" },
  { id: "jupiter", name: "Jupiter", mass: 1.9e27, radius: 6.99e7, orbitRadius: 7.786e11, orbits: "sun" },
  { id: "saturn", name: "Saturn", mass: 5.68e26, radius: 5.82e7, orbitRadius: 1.433e12, orbits: "sun" },
  { id: "uranus", name: "Uranus", mass: 8.68e25, radius: 2.54e7, orbitRadius: 2.873e12, orbits: "sun" },
  { id: "neptune", name: "Neptune", mass: 1.02e26, radius: 2.46e7, orbitRadius: 4.495e12, orbits: "sun" },
];

/** A body of the solar system by id ("mars"); an unknown id is a programming error. */
export function celestialBody(id: string): CelestialBody {
  const body = CELESTIAL_BODIES.find((candidate) => candidate.id === id);
  if (!body) throw new Error(`unknown celestial body ${id}`);
  return body;
}

function bodyConstants(body: CelestialBody): PhysicalConstant[] {
  const name = body.name.toLowerCase();
  const constants: PhysicalConstant[] = [
    {
      id: `${body.id}-mass`,
      name: `mass of the ${body.name}`,
      symbol: `M_{\\mathrm{${body.name}}}`,
      value: body.mass,
      unit: "kg",
      exact: false,
      aliases: [`${name} mass`, `${name}'s mass`, `mass of ${name}`],
    },
    {
      id: `${body.id}-radius`,
      name: `mean radius of the ${body.name}`,
      symbol: `R_{\\mathrm{${body.name}}}`,
      value: body.radius,
      unit: "m",
      exact: false,
      aliases: [`${name} radius`, `${name}'s radius`, `radius of ${name}`],
    },
  ];
  if (body.orbitRadius !== undefined) {
    constants.push({
      id: `${body.id}-orbit-radius`,
      name: `mean radius of the ${body.name}'s orbit`,
      symbol: `r_{\\mathrm{${body.name}}}`,
      value: body.orbitRadius,
      unit: "m",
      exact: false,
      aliases: [`${name} orbit radius`, `radius of ${name}'s orbit`, `${name}'s orbital radius`],
    });
  }
  return constants;
}

/** Every constant the engine knows. */
export const CONSTANTS: readonly PhysicalConstant[] = [
  {
    id: "speed-of-light",
    name: "speed of light in vacuum",
    symbol: "c",
    value: 299792458,
    unit: "m/s",
    exact: true,
    aliases: ["c", "speed of light", "light speed"],
  },
  {
    id: "planck",
    name: "Planck constant",
    symbol: "h",
    value: PLANCK,
    unit: "J*s",
    exact: true,
    aliases: ["h", "planck", "planck's constant"],
  },
  {
    id: "reduced-planck",
    name: "reduced Planck constant",
    symbol: "\\hbar",
    value: PLANCK / (2 * Math.PI),
    unit: "J*s",
    exact: true,
    aliases: ["hbar", "ħ", "h-bar", "h bar", "dirac constant", "reduced planck"],
  },
  {
    id: "elementary-charge",
    name: "elementary charge",
    symbol: "e",
    value: ELEMENTARY_CHARGE,
    unit: "C",
    exact: true,
    aliases: ["e", "charge of electron", "electron charge", "proton charge", "fundamental charge"],
  },
  {
    id: "boltzmann",
    name: "Boltzmann constant",
    symbol: "k_B",
    value: BOLTZMANN,
    unit: "J/K",
    exact: true,
    aliases: ["k_B", "kB", "boltzmann", "boltzmann's constant"],
  },
  {
    id: "avogadro",
    name: "Avogadro constant",
    symbol: "N_A",
    value: AVOGADRO,
    unit: "1/mol",
    exact: true,
    aliases: ["N_A", "NA", "avogadro", "avogadro's number", "avogadro number"],
  },
  {
    id: "gas-constant",
    name: "molar gas constant",
    symbol: "R",
    value: AVOGADRO * BOLTZMANN,
    unit: "J/mol/K",
    exact: true,
    aliases: ["R", "gas constant", "ideal gas constant", "universal gas constant"],
  },
  {
    id: "gravitational-constant",
    name: "Newtonian constant of gravitation",
    symbol: "G",
    value: 6.6743e-11,
    unit: "m^3/kg/s^2",
    exact: false,
    aliases: ["G", "gravitational constant", "universal gravitational constant", "newton's constant"],
  },
  {
    id: "standard-gravity",
    name: "standard acceleration of gravity",
    symbol: "g",
    value: 9.80665,
    unit: "m/s^2",
    exact: true,
    aliases: [
      "g",
      "g0",
      "gravity",
      "acceleration due to gravity",
      "free fall acceleration",
      "standard gravity",
    ],
    note: "Textbooks commonly use 9.81 m/s² (or 9.8 m/s²); the engine uses 9.80 or 9.81 when a problem says so.",
  },
  {
    id: "vacuum-permittivity",
    name: "vacuum electric permittivity",
    symbol: "\\varepsilon_0",
    value: VACUUM_PERMITTIVITY,
    unit: "F/m",
    exact: false,
    aliases: [
      "epsilon0",
      "epsilon_0",
      "eps0",
      "eps_0",
      "ε0",
      "ε₀",
      "permittivity of free space",
      "electric constant",
    ],
  },
  {
    id: "vacuum-permeability",
    name: "vacuum magnetic permeability",
    symbol: "\\mu_0",
    value: 1.25663706212e-6,
    unit: "N/A^2",
    exact: false,
    aliases: ["mu0", "mu_0", "μ0", "μ₀", "permeability of free space", "magnetic constant"],
  },
  {
    id: "coulomb-constant",
    name: "Coulomb constant",
    symbol: "k_e",
    value: 1 / (4 * Math.PI * VACUUM_PERMITTIVITY),
    unit: "N*m^2/C^2",
    exact: false,
    aliases: ["k", "k_e", "ke", "coulomb", "coulomb's constant", "electrostatic constant"],
  },
  {
    id: "electron-mass",
    name: "electron mass",
    symbol: "m_e",
    value: 9.1093837015e-31,
    unit: "kg",
    exact: false,
    aliases: ["m_e", "me", "mass of electron", "electron"],
  },
  {
    id: "proton-mass",
    name: "proton mass",
    symbol: "m_p",
    value: 1.67262192369e-27,
    unit: "kg",
    exact: false,
    aliases: ["m_p", "mp", "mass of proton", "proton"],
  },
  {
    id: "neutron-mass",
    name: "neutron mass",
    symbol: "m_n",
    value: 1.67492749804e-27,
    unit: "kg",
    exact: false,
    aliases: ["m_n", "mn", "mass of neutron", "neutron"],
  },
  {
    id: "atomic-mass-unit",
    name: "atomic mass constant",
    symbol: "u",
    value: 1.6605390666e-27,
    unit: "kg",
    exact: false,
    aliases: ["u", "amu", "atomic mass unit", "dalton", "unified atomic mass unit"],
  },
  {
    id: "stefan-boltzmann",
    name: "Stefan-Boltzmann constant",
    symbol: "\\sigma",
    value: 5.670374419e-8,
    unit: "W/m^2/K^4",
    exact: true,
    aliases: ["sigma", "σ", "stefan boltzmann", "stefan's constant"],
  },
  {
    id: "wien",
    name: "Wien wavelength displacement law constant",
    symbol: "b",
    value: 2.897771955e-3,
    unit: "m*K",
    exact: true,
    aliases: ["b", "wien", "wien's constant", "wien displacement constant"],
  },
  {
    id: "rydberg",
    name: "Rydberg constant",
    symbol: "R_\\infty",
    value: 10973731.56816,
    unit: "1/m",
    exact: false,
    aliases: ["R_inf", "R_infinity", "rydberg", "R∞", "rydberg constant"],
  },
  {
    id: "bohr-radius",
    name: "Bohr radius",
    symbol: "a_0",
    value: 5.29177210903e-11,
    unit: "m",
    exact: false,
    aliases: ["a0", "a_0", "bohr radius"],
  },
  {
    id: "bohr-magneton",
    name: "Bohr magneton",
    symbol: "\\mu_B",
    value: 9.2740100783e-24,
    unit: "J/T",
    exact: false,
    aliases: ["mu_B", "bohr magneton"],
  },
  {
    id: "electronvolt",
    name: "electronvolt",
    symbol: "\\mathrm{eV}",
    value: ELEMENTARY_CHARGE,
    unit: "J",
    exact: true,
    aliases: ["eV", "electron volt", "electronvolt"],
  },
  {
    id: "faraday",
    name: "Faraday constant",
    symbol: "F",
    value: AVOGADRO * ELEMENTARY_CHARGE,
    unit: "C/mol",
    exact: true,
    aliases: ["faraday", "faraday's constant"],
  },
  {
    id: "standard-atmosphere",
    name: "standard atmosphere",
    symbol: "\\mathrm{atm}",
    value: 101325,
    unit: "Pa",
    exact: true,
    aliases: ["atm", "atmosphere", "standard pressure", "atmospheric pressure"],
  },
  ...CELESTIAL_BODIES.flatMap(bodyConstants),
];

function simplify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/\b(the|of|constant|in vacuum)\b/g, "")
    .replace(/[\s\\{}_\-'’.]/g, "");
}

const byExactSymbol = new Map<string, PhysicalConstant>();
const bySimplifiedName = new Map<string, PhysicalConstant>();
for (const constant of CONSTANTS) {
  for (const alias of [constant.symbol, ...constant.aliases]) {
    if (!byExactSymbol.has(alias)) byExactSymbol.set(alias, constant);
  }
  for (const alias of [constant.id, constant.name, ...constant.aliases.filter((alias) => alias.length > 2)]) {
    const key = simplify(alias);
    if (key !== "" && !bySimplifiedName.has(key)) bySimplifiedName.set(key, constant);
  }
}

/**
 * Finds a constant by symbol ("c", "G", "g", "\\hbar", case-sensitive) or by name, loosely
 * ("speed of light", "Planck", "Boltzmann's constant"); undefined when nothing fits.
 */
export function lookupConstant(nameOrSymbol: string): PhysicalConstant | undefined {
  if (typeof nameOrSymbol !== "string") return undefined;
  const text = nameOrSymbol.trim();
  if (text === "" || text.length > 100) return undefined;
  const exact = byExactSymbol.get(text);
  if (exact) return exact;
  const key = simplify(text);
  if (key === "") return undefined;
  const named = bySimplifiedName.get(key);
  if (named) return named;
  // A name that contains a known name ("the planck constant h") is accepted when unique.
  const candidates = CONSTANTS.filter((constant) =>
    [constant.name, ...constant.aliases.filter((alias) => alias.length > 3)].some((alias) => {
      const aliasKey = simplify(alias);
      return aliasKey.length > 3 && (key.includes(aliasKey) || aliasKey.includes(key));
    }),
  );
  return candidates.length === 1 ? candidates[0] : undefined;
}

const byId = new Map(CONSTANTS.map((constant) => [constant.id, constant]));

/**
 * The SI value of a constant by its id ("electron-mass"): the one place the engine's code takes
 * a constant's value from. An unknown id is a programming error and throws when the module loads.
 */
export function constantValue(id: string): number {
  const constant = byId.get(id);
  if (!constant) throw new Error(`unknown constant id ${id}`);
  return constant.value;
}
