/**
 * Finds what a problem asks for: the question sentence, the variable it names ("how far" is a
 * distance, "what force" a force) and a unit asked for ("in km/h").
 */
import { haveSameDimension, parseUnit } from "../quantity/quantity";
import { unitInfo } from "../quantity/units";
import { VARIABLES } from "../relations/variables";
import { EM_OPTICS_PHRASES } from "./unknown-phrases-em-optics";
import { FIELD_LIGHT_ATOM_PHRASES } from "./unknown-phrases-fields-light-atoms";
import { GAS_OSCILLATION_PHRASES } from "./unknown-phrases-gas-oscillation";
import { GRAVITATION_PHRASES } from "./unknown-phrases-gravitation";
import { MODERN_PHRASES } from "./unknown-phrases-modern";
import { SOUND_PHRASES } from "./unknown-phrases-sound";
import { asksTravellersTime } from "./unknown-travellers-time";

// Phrases of questions and the variables they may name, most specific first within a meaning.
// A phrase naming several variables is resolved by which one the data can give.
// A liquid's density is its own variable, apart from the density of a body in it, so that it is
// never implied as water's.
const LIQUID_DENSITY = ["fluidDensity"];

const UNKNOWN_PHRASES: readonly [string, readonly string[]][] = [
  ["stopping distance", ["d"]],
  ["how far from the axis", ["r"]],
  ["how far from the center", ["r", "d"]],
  ["how far from the centre", ["r", "d"]],
  ["how far apart", ["sourceSeparation", "d"]],
  ["how far", ["d"]],
  ["distance on the screen", ["fringeY"]],
  ["distance between the screen and", ["screenDistance"]],
  ["distance to the screen", ["screenDistance"]],
  ["distance between the central", ["fringeY"]],
  ["distance from the central", ["fringeY"]],
  ["distance", ["d", "r"]],
  ["displacement", ["d"]],
  ["how high", ["h"]],
  ["how tall", ["h", "L"]],
  ["how deep", ["h", "d"]],
  ["depth", ["h", "d"]],
  ["maximum height", ["h"]],
  ["height of the image", ["hImage"]],
  ["how tall is the image", ["hImage"]],
  ["how big is the image", ["hImage"]],
  ["how large is the image", ["hImage"]],
  ["image height", ["hImage"]],
  ["height", ["h"]],
  ["how long is", ["L", "d", "LContracted"]],
  ["how long does it appear", ["LContracted"]],
  ["how long will it appear", ["LContracted"]],
  ["runway length", ["d"]],
  ["length of the runway", ["d"]],
  ["how far from the mirror", ["dImage"]],
  ["how far from the lens", ["dImage"]],
  ["how long", ["t", "tDilated"]],
  ["how much time", ["t", "tDilated"]],
  ["time", ["t", "tDilated"]],
  ["half-life", ["halfLife"]],
  ["half life", ["halfLife"]],
  ["decay constant", ["decayConstant"]],
  ["mean lifetime", ["tDilated", "tProper", "meanLife"]],
  ["mean life", ["meanLife"]],
  ["activity", ["activity"]],
  ["how old", ["t"]],
  ["fraction", ["fraction"]],
  // The pistons of a hydraulic press.
  ["force on the small piston", ["pistonForceSmall"]],
  ["applied to the small piston", ["pistonForceSmall"]],
  ["force on the small one", ["pistonForceSmall"]],
  ["force on the smaller piston", ["pistonForceSmall"]],
  ["applied to the smaller piston", ["pistonForceSmall"]],
  ["force on the large piston", ["pistonForceLarge"]],
  ["force on the larger piston", ["pistonForceLarge"]],
  // The share of a floating body above or under the surface.
  ["above the water", ["fractionAbove"]],
  ["above water", ["fractionAbove"]],
  ["above the surface", ["fractionAbove"]],
  ["out of the water", ["fractionAbove"]],
  ["submerged", ["fractionSubmerged"]],
  ["under water", ["fractionSubmerged"]],
  ["underwater", ["fractionSubmerged"]],
  ["below the surface", ["fractionSubmerged"]],
  ["below the water", ["fractionSubmerged"]],
  ["initial speed", ["v0"]],
  ["initial velocity", ["v0"]],
  ["maximum speed", ["vmax", "v"]],
  ["max speed", ["vmax", "v"]],
  ["range", ["d"]],
  ["horizontal range", ["d"]],
  ["maximum velocity", ["vmax"]],
  ["final speed", ["v", "vf"]],
  ["final velocity", ["v", "vf"]],
  ["common speed", ["vf"]],
  ["speed after", ["vf", "v"]],
  ["velocity after", ["vf", "v"]],
  ["common velocity", ["vf"]],
  ["drift speed", ["vd"]],
  ["drift velocity", ["vd"]],
  ["speed of light in", ["vMedium"]],
  ["speed of the wave", ["v"]],
  ["wave speed", ["v"]],
  ["angular frequency", ["omega"]],
  ["angular speed", ["omega"]],
  ["rotation rate", ["omega"]],
  ["rate of rotation", ["omega"]],
  ["spin rate", ["omega"]],
  ["rate of spin", ["omega"]],
  ["angular velocity", ["omega"]],
  ["angular acceleration", ["alpha"]],
  ["angular momentum", ["L_ang"]],
  ["how fast", ["v", "vf", "vMedium"]],
  // "What's the fastest it can go?": a speed, asked as its greatest (or least) value.
  ["fastest", ["v", "vf", "vMedium"]],
  ["slowest", ["v", "vf", "vMedium"]],
  ["speed", ["v", "vf", "vMedium"]],
  ["velocity", ["v", "vf"]],
  ["centripetal acceleration", ["ac"]],
  ["acceleration", ["a", "ac"]],
  ["decelerat", ["a"]],
  ["centripetal force", ["Fc"]],
  ["friction force", ["Ff"]],
  ["frictional force", ["Ff"]],
  ["force of friction", ["Ff"]],
  ["normal force", ["Fn"]],
  // On a scale in an elevator, the normal force; holding a body under water, its apparent weight.
  ["scale read", ["Fn", "Wapparent"]],
  ["scale reading", ["Fn", "Wapparent"]],
  ["reading of the scale", ["Fn", "Wapparent"]],
  ["reading on the scale", ["Fn", "Wapparent"]],
  ["apparent weight", ["Fn", "Wapparent"]],
  ["tension", ["tension"]],
  ["weight", ["Fg"]],
  ["weigh", ["Fg"]],
  ["what force", ["F", "Fc"]],
  ["force", ["F", "Fc"]],
  ["coefficient of performance", ["cop"]],
  ["coefficient", ["mu"]],
  ["work function", ["phi"]],
  ["work done by the gas", ["Wby"]],
  ["work done by friction", ["Wfriction"]],
  ["work done by kinetic friction", ["Wfriction"]],
  ["work done by the friction", ["Wfriction"]],
  ["mechanical energy was converted", ["Ediss"]],
  ["mechanical energy is converted", ["Ediss"]],
  ["mechanical energy was lost", ["Ediss"]],
  ["mechanical energy is lost", ["Ediss"]],
  ["mechanical energy lost", ["Ediss"]],
  ["energy was dissipated", ["Ediss"]],
  ["energy is dissipated", ["Ediss"]],
  ["energy dissipated", ["Ediss"]],
  ["converted to thermal energy", ["Ediss"]],
  ["converted into thermal energy", ["Ediss"]],
  ["thermal energy produced", ["Ediss"]],
  ["thermal energy generated", ["Ediss"]],
  ["energy lost to friction", ["Ediss"]],
  ["work done", ["W", "Wby"]],
  ["how much work", ["W", "Wby"]],
  ["work", ["W", "Wby"]],
  ["maximum kinetic energy", ["KEmax"]],
  // "What's the max KE of the electrons": the short forms students type.
  ["max kinetic energy", ["KEmax"]],
  ["maximum ke", ["KEmax"]],
  ["max ke", ["KEmax"]],
  ["rotational kinetic energy", ["KErot"]],
  ["kinetic energy", ["KE", "KEmax"]],
  ["elastic potential energy", ["PEs"]],
  ["energy stored in the spring", ["PEs"]],
  ["energy stored in the capacitor", ["Ecap"]],
  ["energy stored", ["Ecap", "PEs", "U"]],
  ["electric potential energy", ["U"]],
  ["potential energy", ["PE", "U"]],
  ["change in internal energy", ["dU"]],
  ["internal energy", ["dU", "Uinternal"]],
  ["rest energy", ["Erest"]],
  ["energy released", ["Erest"]],
  ["energy of each photon", ["Ephoton"]],
  ["energy of a photon", ["Ephoton"]],
  ["energy of the photon", ["Ephoton"]],
  ["photon energy", ["Ephoton"]],
  ["band gap", ["Egap"]],
  ["thermal energy", ["Ethermal"]],
  ["heat exhausted", ["Qc"]],
  ["heat rejected", ["Qc"]],
  ["heat does it exhaust", ["Qc"]],
  ["how much heat does it reject", ["Qc"]],
  ["how much heat does it exhaust", ["Qc"]],
  ["how much heat is rejected", ["Qc"]],
  ["how much heat is exhausted", ["Qc"]],
  ["how much heat does it deliver", ["Qh"]],
  ["how much heat is delivered", ["Qh"]],
  ["heat delivered", ["Qh"]],
  ["how much heat does it remove", ["Qc"]],
  ["how much heat is removed", ["Qc"]],
  ["how much heat does it extract", ["Qc"]],
  ["how much heat is extracted", ["Qc"]],
  ["how much heat", ["Q", "Qh", "Qc"]],
  [
    "how much energy",
    ["En", "Ephoton", "KE", "Q", "W", "Erest", "PE", "U", "Ecap", "PEs", "KErot", "KEmax", "Ethermal"],
  ],
  ["heat", ["Q", "Qh", "Qc"]],
  [
    "energy",
    ["En", "Ephoton", "KE", "Q", "W", "Erest", "PE", "U", "Ecap", "PEs", "KErot", "KEmax", "Ethermal"],
  ],
  ["power", ["P"]],
  ["at what rate", ["P", "photonRate"]],
  ["what rate", ["P", "photonRate"]],
  ["rate", ["P", "photonRate"]],
  ["how many photons", ["photonRate"]],
  ["photons per second", ["photonRate"]],
  ["momentum", ["p"]],
  ["impulse", ["J"]],
  ["torque", ["tau"]],
  ["moment of inertia", ["I_rot"]],
  ["spring constant", ["k"]],
  ["force constant", ["k"]],
  ["how much is the spring", ["x"]],
  ["how far is the spring", ["x"]],
  ["compress", ["x"]],
  ["stretch", ["x", "dLength"]],
  ["elongation", ["dLength"]],
  ["extension", ["x"]],
  ["period", ["T_period"]],
  ["frequency", ["f"]],
  ["wavelength in", ["lambdaMedium"]],
  ["peak wavelength", ["lambdaMax"]],
  ["threshold wavelength", ["lambda"]],
  ["cutoff wavelength", ["lambda"]],
  ["de broglie wavelength", ["lambda"]],
  ["wavelength", ["lambda", "lambdaMax", "lambdaMedium"]],
  ["length of the pendulum", ["L"]],
  ["how long is the pendulum", ["L"]],
  ["amplitude", ["A_amp"]],
  ["specific heat", ["c_heat"]],
  ["latent heat", ["Lheat"]],
  ["final temperature", ["Tf"]],
  ["initial temperature", ["Ti"]],
  ["temperature change", ["dT"]],
  ["temperature rise", ["dT"]],
  ["temperature increase", ["dT"]],
  ["temperature drop", ["dT"]],
  ["rise in temperature", ["dT"]],
  ["increase in temperature", ["dT"]],
  ["change in temperature", ["dT"]],
  ["temperature", ["T", "Tf", "Th", "Tc"]],
  ["efficiency", ["efficiency"]],
  ["entropy", ["dS"]],
  ["final pressure", ["P2"]],
  ["new pressure", ["P2"]],
  ["absolute pressure", ["pAbsolute"]],
  ["total pressure", ["pAbsolute"]],
  ["pressure", ["pressure", "P2"]],
  ["buoyant force", ["Fbuoyant"]],
  ["force of buoyancy", ["Fbuoyant"]],
  ["final volume", ["V2"]],
  ["new volume", ["V2"]],
  ["volume", ["volume", "V2"]],
  ["how many moles", ["n_mol"]],
  ["how many molecules", ["nMolecules"]],
  ["number of molecules", ["nMolecules"]],
  ["number of moles", ["n_mol"]],
  ["moles", ["n_mol"]],
  ["electric field", ["Efield"]],
  ["field strength", ["Efield", "B"]],
  ["magnetic field", ["B"]],
  ["b field", ["B"]],
  ["b-field", ["B"]],
  ["e field", ["Efield"]],
  ["e-field", ["Efield"]],
  // "What's the field 5.0 cm from the wire?": electric or magnetic, as the data can give one of them.
  ["field", ["Efield", "B"]],
  ["density", ["density", "massDensity"]],
  // "The density of the liquid": the liquid's own, not that of a body in it.
  ...[
    "water",
    "liquid",
    "fluid",
    "oil",
    "alcohol",
    "sea water",
    "seawater",
    "brine",
    "glycerin",
    "gasoline",
  ].flatMap((liquid): [string, string[]][] => [
    [`density of the ${liquid}`, LIQUID_DENSITY],
    [`${liquid}'s density`, LIQUID_DENSITY],
    [`${liquid}’s density`, LIQUID_DENSITY],
  ]),
  ["final temp", ["Tf"]],
  ["magnetic flux", ["flux"]],
  ["electric flux", ["fluxE"]],
  ["flux", ["flux", "fluxE"]],
  ["current density", ["currentDensity"]],
  ["charge density", ["sigmaSurface"]],
  ["potential difference", ["V"]],
  ["electric potential", ["V"]],
  // "What is the potential near its surface?", "the potential at the midpoint".
  ["potential near", ["V"]],
  ["potential at", ["V"]],
  ["young's modulus", ["youngModulus"]],
  ["young’s modulus", ["youngModulus"]],
  ["modulus of elasticity", ["youngModulus"]],
  ["bulk modulus", ["bulkModulus"]],
  ["stopping potential", ["Vstop"]],
  ["rms voltage", ["Vrms"]],
  ["peak voltage", ["Vpeak"]],
  ["rms current", ["Irms"]],
  ["rms value", ["Irms", "Vrms"]],
  ["peak current", ["Ipeak"]],
  ["induced emf", ["emf"]],
  ["emf", ["emf"]],
  ["induced current", ["I"]],
  // A capacitor's own voltage while it charges is not its source's.
  ["voltage across the capacitor", ["Vcap", "V"]],
  ["potential difference across the capacitor", ["Vcap", "V"]],
  ["capacitor voltage", ["Vcap", "V"]],
  ["capacitor's voltage", ["Vcap", "V"]],
  ["voltage", ["V", "emf", "Vrms"]],
  ["current", ["I", "Irms"]],
  ["resistance", ["R"]],
  ["resistivity", ["rho"]],
  ["capacitance", ["C"]],
  ["mutual inductance", ["mutualInductance"]],
  ["self-inductance", ["Lind"]],
  ["linear charge density", ["lineChargeDensity"]],
  ["rate of change of the current", ["currentRate"]],
  ["rate at which the current", ["currentRate"]],
  ["inductance", ["Lind"]],
  ["inductive reactance", ["XL"]],
  ["capacitive reactance", ["XC"]],
  ["reactance", ["XL", "XC"]],
  ["impedance", ["Z"]],
  ["resonant frequency", ["f"]],
  ["how much charge", ["q"]],
  ["charge", ["q"]],
  ["radius", ["r"]],
  ["lorentz factor", ["gamma"]],
  // "What is γ for a proton ...": the Lorentz factor asked by its letter (not γ rays, not a mass
  // named later in the sentence).
  ["what is gamma", ["gamma"]],
  ["what is γ", ["gamma"]],
  ["find gamma", ["gamma"]],
  ["find γ", ["gamma"]],
  ["critical angle", ["thetaC"]],
  ["brewster", ["thetaB"]],
  ["polarizing angle", ["thetaB"]],
  ["angle of refraction", ["theta2"]],
  ["refraction angle", ["theta2"]],
  ["angle of incidence", ["theta1"]],
  ["angular resolution", ["thetaR"]],
  ["what thrust", ["F"]],
  ["the thrust", ["F"]],
  ["what state", ["n_level"]],
  ["which state", ["n_level"]],
  ["what energy level", ["n_level"]],
  ["which energy level", ["n_level"]],
  ["which orbit", ["n_level"]],
  ["find n_i", ["n_initial"]],
  ["find n_{i}", ["n_initial"]],
  ["diameter of the objective", ["apertureD"]],
  ["diameter of the aperture", ["apertureD"]],
  ["aperture diameter", ["apertureD"]],
  ["diameter of the telescope", ["apertureD"]],
  ["diameter of the mirror", ["apertureD"]],
  ["minimum angle", ["thetaR"]],
  ["angle", ["theta", "theta2"]],
  ["index of refraction", ["nIndex", "n2"]],
  ["refractive index", ["nIndex", "n2"]],
  ["focal length", ["focal"]],
  ["image distance", ["dImage"]],
  ["where is the image", ["dImage"]],
  ["where does the image", ["dImage"]],
  ["image form", ["dImage"]],
  ["magnification", ["magnification"]],
  ["slit separation", ["slitSeparation"]],
  ["line spacing", ["slitSeparation"]],
  ["grating spacing", ["slitSeparation"]],
  ["spacing of the lines", ["slitSeparation"]],
  ["distance between the lines", ["slitSeparation"]],
  ["lines per", ["linesPerMeter"]],
  ["separation of the slits", ["slitSeparation"]],
  ["separation between the slits", ["slitSeparation"]],
  ["separation between the two slits", ["slitSeparation"]],
  ["separation between two slits", ["slitSeparation"]],
  ["spacing of the crystal planes", ["planeSpacing"]],
  ["spacing of the planes", ["planeSpacing"]],
  ["spacing between the planes", ["planeSpacing"]],
  ["interplanar spacing", ["planeSpacing"]],
  ["lattice spacing", ["planeSpacing"]],
  ["plane spacing", ["planeSpacing"]],
  ["distance between the slits", ["slitSeparation"]],
  ["distance between the two slits", ["slitSeparation"]],
  ["distance between two slits", ["slitSeparation"]],
  ["slit width", ["slitWidth"]],
  ["width of the slit", ["slitWidth"]],
  ["fringe spacing", ["fringeSpacing", "fringeY"]],
  ["spacing between", ["fringeSpacing", "fringeY"]],
  ["distance between the adjacent", ["fringeSpacing"]],
  ["distance between adjacent", ["fringeSpacing"]],
  ["how far from the central", ["fringeY"]],
  ["thickness", ["filmThickness", "thickness"]],
  ["incident intensity", ["I0"]],
  ["original intensity", ["I0"]],
  ["initial intensity", ["I0"]],
  ["intensity", ["Iout", "intensity"]],
  ["poynting vector", ["intensity"]],
  ["how intense", ["Iout", "intensity"]],
  ["measured lifetime", ["tDilated"]],
  ["lifetime", ["tDilated", "tProper"]],
  ["how much steam", ["mSteam"]],
  ["mass of steam", ["mSteam"]],
  ["grams of steam", ["mSteam"]],
  ["kilograms of steam", ["mSteam"]],
  ["kinetic energy is lost", ["KElost"]],
  ["kinetic energy was lost", ["KElost"]],
  ["kinetic energy lost", ["KElost"]],
  ["loss of kinetic energy", ["KElost"]],
  ["loss in kinetic energy", ["KElost"]],
  ["kinetic energy is converted", ["KElost"]],
  ["kinetic energy is dissipated", ["KElost"]],
  ["new length", ["LFinal"]],
  ["final length", ["LFinal"]],
  ["what is its length at", ["LFinal"]],
  ["what is the length at", ["LFinal"]],
  ["ice is left", ["mIceLeft"]],
  ["ice left", ["mIceLeft"]],
  ["ice remains", ["mIceLeft"]],
  ["ice remaining", ["mIceLeft"]],
  ["ice will be left", ["mIceLeft"]],
  ["ice will remain", ["mIceLeft"]],
  ["unmelted ice", ["mIceLeft"]],
  ["change in length", ["dLength"]],
  ["increase in length", ["dLength"]],
  ["change in its length", ["dLength"]],
  ["does its length increase", ["dLength"]],
  ["does its length change", ["dLength"]],
  ["how much longer", ["dLength"]],
  // "By how many millimeters does it lengthen": the change of a length, not a length ("length"
  // would otherwise match the start of the verb).
  ["lengthen", ["dLength"]],
  ["get longer", ["dLength"]],
  ["grow longer", ["dLength"]],
  ["change in volume", ["dVolume"]],
  ["increase in volume", ["dVolume"]],
  ["length", ["LContracted", "L"]],
  ["mass defect", ["massDefect"]],
  ["how much mass", ["massDefect", "m"]],
  ["mass", ["m", "massDefect"]],
  ["how many turns", ["N_turns"]],
  ["area", ["area"]],
];

/** The sentence that asks the question: the last one with "?" or an imperative such as "find". */
export function questionSentence(text: string): string | undefined {
  const sentences = text
    .split(/(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
  const asks = (sentence: string) =>
    sentence.includes("?") ||
    /\b(find|calculate|determine|compute|estimate|evaluate|what|whats|how|which|show)\b/i.test(sentence);
  for (let index = sentences.length - 1; index >= 0; index--) {
    if (asks(sentences[index])) return sentences[index];
  }
  // "Give the answer in eV" only says how to answer; it is the question when nothing else asks.
  for (let index = sentences.length - 1; index >= 0; index--) {
    if (/\b(give|express|state)\b/i.test(sentences[index])) return sentences[index];
  }
  return undefined;
}

/**
 * The clause that asks, where a sentence states givens and then asks after a comma ("4 ohm and 12
 * ohm resistors in parallel across a 9 V battery, what current comes out of the battery"); the
 * whole sentence otherwise.
 */
export function askingClause(question: string): string {
  const asking =
    /,\s*(?:so\s+|then\s+|and\s+)?(?=(?:what|whats|what's|how|find|calculate|determine)\b)/i.exec(question);
  return asking ? question.slice(asking.index + asking[0].length) : question;
}

/** The unknown a question names: candidate variable ids and the phrase matched. */
export interface UnknownGuess {
  phrase: string;
  candidates: readonly string[];
  /** A unit asked for ("in km/h"), in engine notation. */
  unit?: string;
  /** True when the candidates are equally likely meanings (a generic "energy"). */
  equal?: boolean;
}

/** The variable a question asks for, or undefined when no phrase of the question names one. */
export function identifyUnknown(
  question: string,
  fullText = question,
  wholeProblem = fullText,
): UnknownGuess | undefined {
  // "where's the image", "whats the current": contractions read as the words they stand for.
  // "How much ice (in kg) is left": a unit in parentheses does not split the phrase that names the unknown.
  const lower = question
    .toLowerCase()
    .replace(/\b(where|what|how|which)(?:'s|’s|s)\b/g, "$1 is")
    .replace(/\s\((?:in|units of) [^()]{1,12}\)(?=\s)/g, "")
    // "The amplitude (peak value) of the electric field": a gloss in words does not split the phrase.
    .replace(/\s\([a-z]+(?: [a-z]+){0,2}\)(?=\s)/g, "")
    // "The amplitude of its electric field" names it as "of the electric field" does.
    .replace(/\b(of|in|on) its\b/g, "$1 the")
    // "fundamental freq?", "final temp": the short words students type for the names.
    .replace(/\b(freq|temp|accel|vel)\b\.?/g, (short) => ABBREVIATED[short.replace(".", "")] ?? short);
  // What is asked comes after the question word: "If the difference is 20 °C, at what rate ...".
  const asking = lower.search(
    /\b(what|whats|how|find|calculate|determine|compute|estimate|evaluate|which|where)\b/,
  );
  const matches: { phrase: string; candidates: readonly string[]; position: number }[] = [];
  for (const [phrase, candidates] of [
    ...UNKNOWN_PHRASES,
    ...FIELD_LIGHT_ATOM_PHRASES,
    ...GAS_OSCILLATION_PHRASES,
    ...EM_OPTICS_PHRASES,
    ...MODERN_PHRASES,
    ...GRAVITATION_PHRASES,
    ...SOUND_PHRASES,
  ]) {
    if (!lower.includes(phrase)) continue;
    for (const match of lower.matchAll(phrasePattern(phrase))) {
      const position = match.index ?? 0;
      // "wavelength in nm" names a unit, not the medium of "wavelength in water".
      if (phrase.endsWith(" in") && unitAfter(question.slice(position + phrase.length))) continue;
      // "wavelength in vacuum", "in air", "in a beam of white light" name no denser medium.
      if (phrase.endsWith(" in") && NOT_A_MEDIUM.test(lower.slice(position + phrase.length))) continue;
      matches.push({ phrase, candidates, position });
    }
  }
  // "How many years pass for the astronauts": the proper time of the trip, however it is counted.
  if (asksTravellersTime(lower)) {
    const unit = unitAskedFor(fullText) ?? unitOfHowMany(question);
    return { phrase: "time for the travellers", candidates: ["tProper"], ...(unit ? { unit } : {}) };
  }
  // "How many revolutions does it make ... with constant angular acceleration": the unit counted
  // right after the question word is what is asked, whatever quantities the sentence names later.
  if (asking >= 0 && /^how many /.test(lower.slice(asking)) && unitOfHowMany(question.slice(asking))) {
    // "By how many millimeters does the wire stretch": a phrase after it that names a quantity of
    // the unit's dimension says which one is counted.
    const counted = unitOfHowMany(question.slice(asking)) as string;
    const ofDimension = (id: string) => {
      const unit = VARIABLES.get(id)?.unit;
      return unit !== undefined && unit !== "" && haveSameDimension(unit, counted);
    };
    const named = matches
      .filter((match) => match.position > asking && match.candidates.some(ofDimension))
      .sort((first, second) => first.position - second.position)[0];
    if (named) {
      return {
        phrase: named.phrase,
        candidates: named.candidates.filter(ofDimension),
        unit: unitAskedFor(fullText) ?? counted,
      };
    }
    return unknownByUnit(question.slice(asking), fullText);
  }
  const afterAsking = matches.filter((match) => asking >= 0 && match.position >= asking);
  // "... turned into energy, how many kWh would that be": the unit counted is what is asked.
  if (afterAsking.length === 0 && asking >= 0 && unitOfHowMany(question.slice(asking))) {
    return unknownByUnit(question.slice(asking), fullText);
  }
  const pool = afterAsking.length > 0 ? afterAsking : asking >= 0 ? [] : matches;
  let best: (typeof matches)[number] | undefined;
  for (const match of pool) {
    // The earliest phrase is what is asked ("what is the speed of the wave of frequency ...");
    // at the same place the longer phrase is more specific.
    if (
      !best ||
      match.position < best.position ||
      (match.position === best.position && match.phrase.length > best.phrase.length)
    ) {
      best = match;
    }
  }
  // "What percentage of the log's volume is above the water": a share asked for is the share a
  // later phrase names, not the quantity it is a share of.
  if (best && asking >= 0 && SHARE_ASKED.test(lower.slice(asking))) {
    const share = pool.find(
      (match) => match.position > (best?.position ?? 0) && match.candidates.every(isShare),
    );
    if (share && (best.phrase === "fraction" || !best.candidates.every(isShare))) best = share;
  }
  // "What force on the small one ...", "what force must be applied to the small piston": a phrase
  // that goes on from the asked noun, or says where that quantity acts, names it more precisely.
  if (best && asking >= 0) {
    const chosen = best;
    const noun = chosen.phrase.replace(/^(?:what|which|how much|how large a|how big a)\s+/, "");
    const unitOf = (id: string) => VARIABLES.get(id)?.unit;
    const sameKind = (match: (typeof pool)[number]) =>
      match.candidates.every((id) => chosen.candidates.some((other) => unitOf(other) === unitOf(id))) &&
      !match.candidates.some((id) => chosen.candidates.includes(id));
    const refined = pool.find(
      (match) =>
        sameKind(match) &&
        ((match.position === chosen.position + chosen.phrase.length - noun.length &&
          match.phrase.startsWith(`${noun} `)) ||
          (match.position > chosen.position && /^(?:applied to|exerted on|acting on) /.test(match.phrase))),
    );
    if (refined) best = refined;
  }
  // "How much kinetic energy gets lost", "what fraction of the kinetic energy is dissipated": a
  // kinetic energy named with a word of loss is the energy lost (or its share).
  const kinetic = pool.find((match) => match.candidates.includes("KE"));
  if (best && kinetic && (best === kinetic || best.candidates.every(isShare))) {
    const after = lower.slice(
      kinetic.position + kinetic.phrase.length,
      kinetic.position + kinetic.phrase.length + 40,
    );
    if (KINETIC_ENERGY_LOST.test(after)) {
      const share = asking >= 0 && SHARE_ASKED.test(lower.slice(asking));
      return {
        phrase: `${kinetic.phrase} lost`,
        candidates: [share ? "fractionKElost" : "KElost"],
        unit: unitAskedFor(fullText),
      };
    }
  }
  // "How long is the period of ...": a quantity named right after "how long is the" is what is asked.
  if (best && /^how (long|much|big|large) (is|was|will)$/.test(best.phrase.replace(/ be$/, ""))) {
    const end = best.position + best.phrase.length;
    const named = pool.find(
      (match) => match !== best && /^\s+(the|its|their)\s+$/.test(lower.slice(end, match.position)),
    );
    if (named) best = named;
  }
  // "How much is left after 20 days?", "what percent of a sample remains undecayed?": of a decaying
  // sample, where no quantity is named, the mass left when the problem gives a mass, else the share left.
  if (!best && asking >= 0 && DECAY_WORDS.test(wholeProblem.toLowerCase())) {
    const rest = lower.slice(asking);
    if (SHARE_LEFT.test(rest))
      return { phrase: "share left", candidates: ["fraction"], unit: unitAskedFor(fullText) };
    if (AMOUNT_LEFT.test(rest)) {
      const mass = MASS_VALUE.test(wholeProblem);
      return {
        phrase: "amount left",
        candidates: [mass ? "massRemaining" : "fraction"],
        unit: unitAskedFor(fullText),
      };
    }
  }
  // "What mass of iodine-131 remains after 30.0 d?": of a decaying sample, the mass left.
  if (
    best?.phrase === "mass" &&
    DECAY_WORDS.test(wholeProblem.toLowerCase()) &&
    MASS_LEFT_AFTER.test(lower.slice(best.position + best.phrase.length))
  )
    return { phrase: "mass left", candidates: ["massRemaining"], unit: unitAskedFor(fullText) };
  if (!best)
    return (
      unknownBySymbol(question, wholeProblem) ??
      unknownByOwnSymbol(question, fullText) ??
      unknownByUnit(question, fullText)
    );
  // "How long does a pendulum have to be so ...", "how long must the wire be": a length, not a time.
  if (best.phrase === "how long" && LONG_TO_BE.test(lower.slice(best.position, best.position + 80))) {
    return { phrase: "how long ... be", candidates: ["L"], unit: unitAskedFor(fullText) };
  }
  // "What is the ratio of the kinetic energy to the potential energy" asks for a ratio, not for
  // the first quantity the ratio names.
  const ratio = asking >= 0 ? lower.slice(asking).search(/\bratio\b/) : -1;
  if (ratio >= 0 && best.position > asking + ratio && !best.phrase.includes("ratio")) return undefined;
  // "What fraction has decayed" asks for the complement of "what fraction remains".
  if (best.phrase === "fraction" && /\bdecay/.test(lower) && !/\b(remain|left)/.test(lower)) {
    return { phrase: best.phrase, candidates: ["fractionDecayed"], unit: unitAskedFor(fullText) };
  }
  // "What is its Fermi energy": a phrase that ends the full name of one variable of the catalogue
  // ("energy" of "Fermi energy") asks for that variable, not for every kind of energy.
  const end = best.position + best.phrase.length;
  const fullName = [...VARIABLES.values()].find((variable) => {
    const name = variable.name.toLowerCase();
    return (
      name.length > best.phrase.length &&
      name.endsWith(` ${best.phrase}`) &&
      lower.slice(Math.max(0, end - name.length), end) === name
    );
  });
  if (fullName && !best.candidates.includes(fullName.id) && best.phrase.split(" ").length === 1) {
    return { phrase: fullName.name.toLowerCase(), candidates: [fullName.id], unit: unitAskedFor(fullText) };
  }
  const unit = unitAskedFor(fullText);
  // "How fast is she spinning now, in rev/s?": the unit asked says what kind of quantity the
  // phrase meant when none of its candidates is of that kind; every variable of the unit's
  // dimension is then a candidate, and their readings must agree.
  const dimensioned = Object.values(unitInfo(unit ?? "")?.dimension ?? {}).some((exponent) => exponent !== 0);
  if (unit && dimensioned && !best.candidates.some((id) => ofUnitDimension(id, unit))) {
    const byUnit = [...VARIABLES.values()]
      .filter((variable) => ofUnitDimension(variable.id, unit))
      .map((variable) => variable.id);
    if (byUnit.length > 0) return { phrase: best.phrase, candidates: byUnit, unit, equal: true };
  }
  return {
    phrase: best.phrase,
    candidates: best.candidates,
    unit,
    equal: EQUAL_CANDIDATE_PHRASES.has(best.phrase),
  };
}

/** True when a variable is measured in units of the given unit's dimension (and angle). */
function ofUnitDimension(id: string, unit: string): boolean {
  const variableUnit = VARIABLES.get(id)?.unit;
  if (variableUnit === undefined || variableUnit === "" || unit === "") return false;
  return (
    haveSameDimension(variableUnit, unit) &&
    (unitInfo(variableUnit)?.angleExponent ?? 0) === (unitInfo(unit)?.angleExponent ?? 0)
  );
}

const DECAY_WORDS = /\b(half-life|half life|radioactive|decay\w*|isotope)\b/;
const SHARE_LEFT =
  /^what (?:percent|percentage|fraction|share)\b[^?.!]{0,60}?\b(?:is left|are left|remains?|remaining|is still there|undecayed|survives?)\b/;
const AMOUNT_LEFT =
  /^how much\b[^?.!]{0,30}?\b(?:is left|will be left|remains?|will remain|is remaining|is still there)\b/;
/** Words right after "mass" in a question that say it is what is left: "mass of ¹³¹I remains". */
const MASS_LEFT_AFTER =
  /^(?:\s+of\s+[^?.!\s]+(?:\s+[^?.!\s]+)?)?\s+(?:remains?|is left|will be left|will remain|is remaining)\b/;
const MASS_VALUE = /\d\s*(?:\\text\{\s*)?(?:mg|g|kg|μg|ug)\b/;

const LONG_TO_BE =
  /^how long (?:does|do|must|should|would|will) (?:the|a|an|its|each)\b[^?.!]{0,40}?\b(?:have to|need to|)\s*be\b(?! before| until| for| over| after)/;

/**
 * "... from a point charge q, what is the value of q?": a symbol asked for is what the words just
 * before it name where the problem introduces it ("point charge q" names a charge).
 */
function unknownBySymbol(question: string, wholeProblem: string): UnknownGuess | undefined {
  const asked =
    /\b(?:what is|what's|find|calculate|determine)\s+(?:the value of\s+)?\*?([A-Za-z](?:_\{?\w+\}?)?)\*?\s*[?.]?\s*$/i.exec(
      question.trim(),
    )?.[1];
  if (!asked) return undefined;
  const symbol = asked.replace(/[{}]/g, "");
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Where the symbol is first written, before the question asks for it.
  const before = wholeProblem.slice(0, wholeProblem.lastIndexOf(asked));
  const introduced = new RegExp(`\\b([a-z]+)\\s+([a-z]+)\\s+\\*?${escaped}\\*?(?![\\w=])`).exec(before);
  if (!introduced) return undefined;
  // The two words before it ("point charge"), else the one ("constant").
  for (const words of [`${introduced[1]} ${introduced[2]}`, introduced[2]]) {
    const named = identifyUnknown(`What is the ${words}?`);
    if (named) return { ...named, phrase: `${named.phrase} ${symbol}` };
  }
  return undefined;
}

const KINETIC_ENERGY_LOST =
  /^\s*(?:\w+\s+){0,3}(?:lost|lose|loses|dissipated|converted|turned into|disappears?)\b/;
const SHARE_ASKED =
  /^(?:what|which|how much of a|how large a|how big a) (?:fraction|percentage|percent|share|portion|part)\b/;
const isShare = (id: string) => VARIABLES.get(id)?.unit === "" && /^fraction/.test(id);

/** The words students shorten, in full. */
const ABBREVIATED: Readonly<Record<string, string>> = {
  freq: "frequency",
  temp: "temperature",
  accel: "acceleration",
  vel: "velocity",
};

/**
 * A question that asks for a variable by its usual symbol ("what's g on its surface?", "find B
 * inside", "what's the magnitude of E at 5.0 cm"): every variable written with that symbol is a candidate, and their readings must agree.
 * "a", "A" and "I" are words as often as symbols, so they are not read so.
 */
const ASKED_BY_SYMBOL =
  /\b(?:what is|what's|whats|what’s|find|calculate|determine)\s+(?:the (?:magnitude|size|value|strength) of )?([B-HJ-Zb-z])(?![\w'’])(?=\s*(?:[?.,]|$|(?:on|at|in|inside|outside|near|for|of|if|when|now|there|here|then)\b))/;

function unknownByOwnSymbol(question: string, fullText: string): UnknownGuess | undefined {
  const symbol = ASKED_BY_SYMBOL.exec(question)?.[1];
  if (!symbol) return undefined;
  const candidates = [...VARIABLES.values()]
    .filter((variable) => variable.latex === symbol)
    .map((variable) => variable.id);
  if (candidates.length === 0) return undefined;
  return { phrase: symbol, candidates, unit: unitAskedFor(fullText), equal: candidates.length > 1 };
}

/**
 * With no phrase naming the unknown, a unit counted still says what kind of quantity it is
 * ("how many grams remain", "how many mW come out"): every variable of that dimension is a
 * candidate, and the readings must all agree for an answer.
 */
function unknownByUnit(question: string, fullText: string): UnknownGuess | undefined {
  // Only a unit that is itself what is counted ("how many grams"): "what does the scale read, in
  // newtons?" names a unit but not which force, and a guess there would be a confident wrong answer.
  const unit = unitOfHowMany(question);
  if (!unit) return undefined;
  const candidates = [...VARIABLES.values()]
    .filter((variable) => variable.unit !== "" && haveSameDimension(variable.unit, unit))
    .filter(
      (variable) => (unitInfo(variable.unit)?.angleExponent ?? 0) === (unitInfo(unit)?.angleExponent ?? 0),
    )
    .map((variable) => variable.id);
  if (candidates.length === 0) return undefined;
  return { phrase: unit, candidates, unit: unitAskedFor(fullText) ?? unit, equal: true };
}

/** True when the text starts with a unit ("nm?", "km/h,"). */
function unitAfter(text: string): boolean {
  const word = /^\s*([^\s?.,;()]+)/.exec(text)?.[1];
  if (!word) return false;
  const unit = parseUnit(word);
  return unit !== undefined && unit !== "";
}

/** The unit of "how many grams", "how many mW", or undefined. */
function unitOfHowMany(question: string): string | undefined {
  const match = /\bhow many ([a-zμµ]+(?:\/[a-z]+)?)/i.exec(question);
  if (!match) return undefined;
  const unit = parseUnit(match[1]);
  return unit === "" ? undefined : unit;
}

const NOT_A_MEDIUM = /^\s+(?:(?:a|the)\s+)?(?:vacuum|air|free space|empty space|beam|spectrum|range)\b/;

const EQUAL_CANDIDATE_PHRASES = new Set(["energy", "how much energy", "energy stored"]);

const phrasePatterns = new Map<string, RegExp>();
function phrasePattern(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "g");
    phrasePatterns.set(phrase, pattern);
  }
  return pattern;
}

/** A unit asked for with "in km/h", "in units of eV", "(in nm)" at the end of a clause, or undefined. */
export function unitAskedFor(text: string): string | undefined {
  let found: string | undefined;
  // Up to three words: "in revolutions per second", "in meters per second".
  const pattern = /\b(?:in|into)\s+(?:units\s+of\s+)?([^\s?.,;()]+(?:\s[^\s?.,;()]+){0,2})\s*(?=[?.,;)]|$)/gi;
  for (const match of text.matchAll(pattern)) {
    const words = match[1].trim().split(/\s+/);
    for (let count = words.length; count >= 1; count--) {
      const candidate = words.slice(0, count).join(" ");
      if (/^\d/.test(candidate)) break;
      const unit = parseUnit(candidate);
      if (unit !== undefined && unit !== "") {
        found = unit;
        break;
      }
    }
  }
  // "What is the kinetic energy in MeV of a pion ...": a unit named between the quantity and its body.
  if (!found) {
    const beforeBody = /\bin\s+([^\s?.,;()]+)\s+of\s/i.exec(text)?.[1];
    const unit = beforeBody && !/^\d/.test(beforeBody) ? parseUnit(beforeBody) : undefined;
    if (unit) found = unit;
  }
  // "What percent of its energy", "the efficiency as a percentage": a share asked in hundredths.
  if (!found && PERCENT_ASKED.test(text)) return "percent";
  // "How many lines per centimeter": a grating's density of lines in the length named.
  const perLength = /\blines per (centimet(?:er|re)|cm|millimet(?:er|re)|mm)\b/i.exec(text);
  if (!found && perLength) return /^c/i.test(perLength[1]) ? "1/cm" : "1/mm";
  return found;
}

const PERCENT_ASKED = /\b(what|which) (percent|percentage)\b|\bas an? (percent|percentage)\b|\bin percent\b/i;
