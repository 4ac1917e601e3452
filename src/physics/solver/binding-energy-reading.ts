/**
 * The binding energy of a nucleus from masses: the nuclide named ("helium-4", "⁴He") gives its
 * mass number A and, by its element, its number of protons Z; the masses given are the nuclide's,
 * a hydrogen atom's (or a proton's) and a neutron's, told apart by their sizes (the nuclide's is
 * near A, the neutron's 1.0087 u, the hydrogen atom's 1.0078 u, the proton's 1.0073 u). The
 * binding energy is the mass defect, Z m_H + N m_n − M, times c² (931.5 MeV per u, or the value
 * the problem states), per nucleon when asked. Atomic masses go with the hydrogen atom and nuclear
 * masses with the proton, so that the electrons cancel; a mix of the two, another mass given, or
 * more than one nuclide makes the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { constantValue } from "../constants";
import { atomicNumber } from "../elements";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const ATOMIC_MASS_UNIT = constantValue("atomic-mass-unit");
const SPEED_OF_LIGHT = constantValue("speed-of-light");
/** One MeV in joules. */
const MEV = constantValue("elementary-charge") * 1e6;
/** The energy of one atomic mass unit, in MeV. */
const MEV_PER_U = (ATOMIC_MASS_UNIT * SPEED_OF_LIGHT ** 2) / MEV;

const ASKS_BINDING = /\bbinding energy\b/;
const PER_NUCLEON = /\bper nucleon\b/;
const NUCLEAR_WORDS = /\bnuclear mass(?:es)?\b|\bmass(?:es)? of the nucle/;
/** "⁴He", "^{4}He", "^4 He": a mass number written before the element's symbol. */
const SUPERSCRIPT_NUCLIDE = /\^\{?(\d{1,3})\}?\s?([A-Z][a-z]?)(?![a-z])/g;
/** "helium-4", "uranium 238". */
const NAMED_NUCLIDE = /\b([a-z]{3,})[- ](\d{1,3})\b/gi;

const NEUTRON_U = [1.0086, 1.0088] as const;
const HYDROGEN_ATOM_U = [1.0077, 1.0079] as const;
const PROTON_U = [1.0072, 1.0074] as const;
const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

interface Nuclide {
  massNumber: number;
  protons: number;
  text: string;
}

/** The nuclides a text names other than hydrogen-1, each once. */
function nuclidesNamed(text: string): Nuclide[] {
  const found = new Map<string, Nuclide>();
  const add = (massNumber: number, element: string, text: string) => {
    const protons = atomicNumber(element);
    if (protons === undefined || massNumber < protons || (protons === 1 && massNumber === 1)) return;
    found.set(`${protons}-${massNumber}`, { massNumber, protons, text });
  };
  for (const match of text.matchAll(SUPERSCRIPT_NUCLIDE)) add(Number(match[1]), match[2], match[0]);
  for (const match of text.matchAll(NAMED_NUCLIDE)) add(Number(match[2]), match[1], match[0]);
  return [...found.values()];
}

/** A mass in atomic mass units. */
const inU = (quantity: ExtractedQuantity) => toSI(quantity).value / ATOMIC_MASS_UNIT;

/** The binding energy of a nucleus, or per nucleon, from its mass and those of its parts. */
export function solveBindingEnergy(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!ASKS_BINDING.test(question.toLowerCase()) && !ASKS_BINDING.test(lower)) return undefined;
  const nuclides = nuclidesNamed(normalized);
  if (nuclides.length !== 1) return undefined;
  const [nuclide] = nuclides;
  // "1 u = 931.5 MeV/c²": the conversion the problem states, not a mass of the problem.
  let mevPerU = MEV_PER_U;
  const masses: ExtractedQuantity[] = [];
  const conversions = new Set<number>();
  for (const [index, quantity] of quantities.entries()) {
    if (conversions.has(index)) continue;
    if (!haveSameDimension(quantity.unit, "kg")) return undefined;
    const next = quantities[index + 1];
    const conversion =
      quantity.value === 1 &&
      next !== undefined &&
      /^\s*=\s*$/.test(next.before) &&
      Math.abs(inU(next) / inU(quantity) - 1) < 0.001;
    if (conversion) {
      const stated = convertQuantity({ value: next.value, unit: next.unit }, "MeV/c^2");
      if (stated) mevPerU = stated.value;
      conversions.add(index + 1);
      continue;
    }
    masses.push(quantity);
  }
  if (masses.length !== 3) return undefined;
  const neutron = masses.filter((mass) => within(inU(mass), NEUTRON_U));
  const hydrogen = masses.filter((mass) => within(inU(mass), HYDROGEN_ATOM_U));
  const proton = masses.filter((mass) => within(inU(mass), PROTON_U));
  const whole = masses.filter((mass) => Math.abs(inU(mass) - nuclide.massNumber) < 0.5);
  if (neutron.length !== 1 || whole.length !== 1 || hydrogen.length + proton.length !== 1) return undefined;
  // Atomic masses with the hydrogen atom, nuclear masses with the proton: the electrons cancel.
  const nuclear = NUCLEAR_WORDS.test(lower);
  if ((proton.length === 1) !== nuclear) return undefined;
  const light = hydrogen[0] ?? proton[0];
  const Z = nuclide.protons;
  const N = nuclide.massNumber - Z;
  const A = nuclide.massNumber;
  const defectU = Z * inU(light) + N * inU(neutron[0]) - inU(whole[0]);
  if (!(defectU > 0)) return undefined;
  const bindingMeV = defectU * mevPerU;
  const perNucleon = PER_NUCLEON.test(question.toLowerCase());
  const energyMeV = perNucleon ? bindingMeV / A : bindingMeV;
  const si = { value: energyMeV * MEV, unit: "J" };
  const questionAt = normalized.indexOf(question);
  const unit = unitAskedFor(normalized.slice(Math.max(0, questionAt))) ?? "MeV";
  const converted = convertQuantity(si, unit);
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  // The defect is a small difference of large masses: its figures are those of its last decimal.
  const decimals = Math.min(...masses.map((mass) => (String(mass.value).split(".")[1] ?? "").length));
  const figures = Math.max(2, Math.min(4, Math.floor(Math.log10(defectU)) + decimals + 1));
  const show = (quantity: ExtractedQuantity) =>
    formatQuantityLatex(quantity.value, quantity.unit, quantity.significantFigures);
  const lightSymbol = nuclear ? "m_p" : "m_H";
  const steps: SolutionStep[] = [
    {
      principle: `The mass defect: the ${Z} ${nuclear ? "protons" : "hydrogen atoms"} and ${N} neutrons apart weigh more than the ${nuclide.text} ${nuclear ? "nucleus" : "atom"} they make`,
      equation: `\\Delta m = Z ${lightSymbol} + N m_n - M`,
      substitution: `Z = ${Z},\\ N = ${N},\\ ${lightSymbol} = ${show(light)},\\ m_n = ${show(neutron[0])},\\ M = ${show(whole[0])} \\;\\Rightarrow\\; \\Delta m = ${formatQuantityLatex(defectU, "u", figures)}`,
      result: { value: defectU * ATOMIC_MASS_UNIT, unit: "kg", symbol: "\\Delta m" },
    },
    {
      principle: "The binding energy is the energy of the mass defect",
      equation: "E_B = \\Delta m c^2",
      substitution: `E_B = ${formatQuantityLatex(defectU, "u", figures)} \\times ${formatQuantityLatex(mevPerU, "MeV", 4)}/\\mathrm{u} = ${formatQuantityLatex(bindingMeV, "MeV", figures)}`,
      result: { value: bindingMeV * MEV, unit: "J", symbol: "E_B" },
    },
    ...(perNucleon
      ? [
          {
            principle: `Shared among the ${A} nucleons`,
            equation: "\\frac{E_B}{A}",
            substitution: `\\frac{E_B}{A} = \\frac{${formatQuantityLatex(bindingMeV, "MeV", figures)}}{${A}} = ${formatQuantityLatex(energyMeV, "MeV", figures)}`,
            result: { value: si.value, unit: "J", symbol: "E_B/A" },
          },
        ]
      : []),
  ];
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si,
    significantFigures: figures,
    steps,
    understood: {
      quantities: [
        understoodAs(whole[0], "M", `mass of the ${nuclide.text} ${nuclear ? "nucleus" : "atom"}`),
        understoodAs(
          light,
          nuclear ? "m_p" : "m_H",
          nuclear ? "mass of a proton" : "mass of a hydrogen atom",
        ),
        understoodAs(neutron[0], "m_n", "mass of a neutron"),
      ],
      unknown: perNucleon
        ? { variable: "bindingPerNucleon", name: "binding energy per nucleon", unit }
        : { variable: "bindingEnergy", name: "binding energy", unit },
      assumptions: [
        nuclear
          ? "The masses are those of the nucleus and of a free proton."
          : "The masses are atomic masses: the hydrogen atoms bring the electrons the atom's mass includes.",
      ],
    },
  };
}
