/**
 * Variants of the same physics that the words of a problem must decide between (see
 * `RelationVariant`): a relation of one of them is used only when the text names it and the
 * question sentence names no other.
 */
import type { RelationVariant } from "./relation";

/** Words for a film that reflects strongly (constructive interference in reflection). */
export const BRIGHT_REFLECTION_WORDS = [
  "constructive",
  "bright",
  "strongly reflect",
  "maximum reflect",
  "maximi",
  "reinforce",
  "enhance",
  // A film that looks coloured in white light reflects that colour strongly ("appears blue").
  "/\\bappears? (?:to be )?(?:red|orange|yellow|green|blue|violet|purple)\\b/",
];
/** Words for a film that cancels its reflection (destructive interference in reflection). */
export const DARK_REFLECTION_WORDS = [
  "destructive",
  "dark",
  "cancel",
  "non-reflect",
  "nonreflect",
  "anti-reflect",
  "antireflect",
  "reflectionless",
  "minimi",
  "reduce reflect",
  "reduces reflect",
  "reduce the reflect",
  "no reflect",
];

/** Constructive interference of the light a film reflects. */
export const CONSTRUCTIVE_REFLECTION: RelationVariant = {
  kind: "constructive interference (a film that reflects strongly)",
  otherKinds: "destructive interference (a film that cancels its reflection)",
  namedBy: BRIGHT_REFLECTION_WORDS,
  otherKindsNamedBy: DARK_REFLECTION_WORDS,
};

/** Destructive interference of the light a film reflects. */
export const DESTRUCTIVE_REFLECTION: RelationVariant = {
  kind: "destructive interference (a film that cancels its reflection)",
  otherKinds: "constructive interference (a film that reflects strongly)",
  namedBy: DARK_REFLECTION_WORDS,
  otherKindsNamedBy: BRIGHT_REFLECTION_WORDS,
};

/** Words for radiation: a wavelength of light, X-rays or photons. */
const RADIATION_WORDS = [
  "x-ray",
  "x ray",
  "photon",
  "light",
  "radiation",
  "gamma",
  "laser",
  "electromagnetic",
  "bremsstrahlung",
];

/** The wavelength of a particle with mass (de Broglie's). */
export const MATTER_WAVELENGTH: RelationVariant = {
  kind: "the de Broglie wavelength of a particle",
  otherKinds: "the wavelength of radiation (photons, X-rays)",
  namedBy: [
    "de broglie",
    "matter wave",
    "electron",
    "proton",
    "neutron",
    "particle",
    "atom",
    "molecule",
    "ball",
    "bullet",
    "kg",
    "mass",
  ],
  otherKindsNamedBy: RADIATION_WORDS,
};

/** The momentum a photon carries, from its wavelength (light has no mass to give it m v). */
export const PHOTON_MOMENTUM: RelationVariant = {
  kind: "the momentum of a photon",
  otherKinds: "the momentum of a particle with mass",
  namedBy: [...RADIATION_WORDS, "microwave", "radio wave"],
  otherKindsNamedBy: MATTER_WAVELENGTH.namedBy,
};

/** The shortest wavelength of X-rays from electrons stopped in a target (a photon's wavelength). */
export const RADIATION_CUTOFF_WAVELENGTH: RelationVariant = {
  kind: "the shortest wavelength of the X-rays",
  otherKinds: "the de Broglie wavelength of the electrons",
  namedBy: ["x-ray", "x ray", "bremsstrahlung"],
  otherKindsNamedBy: ["de broglie", "matter wave"],
};

/** An average (rms) value of an alternating quantity. */
export const AVERAGE_AC_VALUE: RelationVariant = {
  kind: "the average power (from rms values)",
  otherKinds: "the peak power",
  namedBy: ["average", "mean", "rms", "effective"],
  otherKindsNamedBy: ["peak", "maximum", "instantaneous"],
};

/** The electric force between charges, as against the gravitational force between masses. */
export const ELECTRIC_FORCE: RelationVariant = {
  kind: "the electric force between the charges",
  otherKinds: "the gravitational force between the masses",
  namedBy: [
    "electric",
    "electrostatic",
    "coulomb",
    "charge",
    "charged",
    "repel",
    "repul",
    "attract",
    "ion",
    "ions",
  ],
  otherKindsNamedBy: ["gravitational", "gravity", "gravitation"],
};

/**
 * Words saying two bodies move along crossing lines (one east, the other north; "at right
 * angles"): momentum is then conserved along each line separately, never along one line.
 */
export const CROSSING_PATHS = [
  "/\\b(?:east|west)(?:ward)?\\b/ & /\\b(?:north|south)(?:ward)?\\b/",
  "perpendicular",
  "right angle",
  "at 90",
  "x-direction & y-direction",
  "x direction & y direction",
];

/**
 * Words saying a charged capacitor was cut off from its source before something changed: its
 * charge, not its voltage, then stays the same.
 */
export const ISOLATED_CAPACITOR = [
  "disconnect",
  "isolated",
  "removed from the battery",
  "battery is removed",
];
