/**
 * Thin films: light reflected from the film's top and bottom surfaces, each reflection inverting
 * the phase where light meets a higher index, and the two waves reinforcing (a bright reflection)
 * or cancelling (a dark one) for the thinnest film the solution found. The inversions are read
 * from the indices (or, for a film whose relation fixes them, from the relation), and the
 * thickness stated must be the one they give: λ/(4n) or λ/(2n).
 */
import type { ThinFilmDiagram } from "../../contracts/diagram";
import { quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

interface Film {
  result: ThinFilmDiagram["result"];
  indexVariable: string;
  belowIndex?: number;
  /** Words for the medium below when only how its index compares is known. */
  belowWords?: string;
  bottomInverts: boolean;
}

function filmOf(solved: SolvedQuantities): Film | undefined {
  const film = solved.value("nFilm");
  const below = solved.value("nBelow");
  for (const [relation, result] of [
    ["interference.film-on-substrate-bright", "bright"],
    ["interference.film-on-substrate-dark", "dark"],
  ] as const) {
    if (!solved.uses(relation)) continue;
    if (film === undefined || below === undefined || film === below) return undefined;
    return { result, indexVariable: "nFilm", belowIndex: below, bottomInverts: below > film };
  }
  if (solved.uses("interference.free-film-dark"))
    return { result: "dark", indexVariable: "nIndex", belowIndex: 1, bottomInverts: false };
  if (solved.uses("interference.thin-film"))
    return { result: "bright", indexVariable: "nIndex", belowWords: "lower index", bottomInverts: false };
  if (solved.uses("interference.anti-reflection"))
    return {
      result: "dark",
      indexVariable: "nIndex",
      belowWords: "higher index (glass)",
      bottomInverts: true,
    };
  return undefined;
}

/** The two reflections of a solved thin-film problem, or undefined when it is not one. */
export function thinFilmDiagram(solved: SolvedQuantities): ThinFilmDiagram | undefined {
  const film = filmOf(solved);
  if (!film) return undefined;
  const index = solved.value(film.indexVariable);
  const thickness = solved.value("filmThickness");
  const wavelength = solved.value("lambda");
  if (index === undefined || thickness === undefined || wavelength === undefined || !(index > 1))
    return undefined;
  // The top reflection (air to film) inverts; with one inversion a bright film is λ/(4n) thick, with none or two λ/(2n).
  const oneInversion = !film.bottomInverts;
  const quarters = (film.result === "bright") === oneInversion ? 1 : 2;
  if (!sameValue(thickness, (quarters * wavelength) / (4 * index))) return undefined;
  const length = (variable: string, metres: number) => {
    const unit = solved.writtenUnit(variable);
    return unit !== undefined && !(variable === solved.answerVariable && unit === "m")
      ? solved.label(variable)
      : quantityTextIn(metres, "m", "nm", solved.figures);
  };
  const labels = {
    thickness: length("filmThickness", thickness),
    wavelength: length("lambda", wavelength),
    filmIndex: solved.label(film.indexVariable),
    aboveIndex: "1.00",
    belowIndex:
      film.belowWords ??
      (solved.value("nBelow") !== undefined ? solved.label("nBelow") : (film.belowIndex ?? 1).toFixed(2)),
  };
  const inversionWords = film.bottomInverts
    ? "Both reflections invert the phase (each meets a higher index), so the inversions cancel"
    : "Only the reflection at the top inverts the phase (the bottom one meets a lower index)";
  const path = quarters === 1 ? "λ/2" : "λ";
  const outcome = film.result === "bright" ? "reinforce: a bright reflection" : "cancel: a dark reflection";
  return {
    kind: "thin-film",
    title: film.result === "bright" ? "Thin film: reflections reinforce" : "Thin film: reflections cancel",
    description:
      `Light of wavelength ${labels.wavelength} falls on a film of index ${labels.filmIndex}, ${labels.thickness} thick, with ${labels.belowIndex === "1.00" ? "air" : `a medium of index ${labels.belowIndex}`} below. ` +
      `${inversionWords}. The wave from the bottom has the extra optical path 2 n t = ${path}, so the two waves ${outcome}.`,
    result: film.result,
    filmIndex: index,
    aboveIndex: 1,
    ...(film.belowIndex !== undefined ? { belowIndex: film.belowIndex } : {}),
    inversions: { top: true, bottom: film.bottomInverts },
    thickness,
    wavelength,
    labels,
  };
}
