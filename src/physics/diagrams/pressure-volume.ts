/**
 * Pressure-volume diagrams of gas processes: at constant pressure, at constant volume, at
 * constant temperature, without heat (adiabatic), or between two states by a path the problem
 * does not give. Each process the engine's gas relations model is one entry of `PROCESSES`: the
 * relations that mark it, how its two states follow from the solved values, and the checks that
 * keep the picture to the solution's numbers (the work stated is the area under the path).
 */
import type { GasState, PressureVolumeDiagram } from "../../contracts/diagram";
import { constant } from "../relations/relation";
import { quantityText, quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

type Process = PressureVolumeDiagram["process"];
type Drawn = Omit<PressureVolumeDiagram, "kind" | "title" | "description" | "process">;

/** Labels of the solved values, in the units the problem writes pressures and volumes in. */
class Labels {
  constructor(private readonly solved: SolvedQuantities) {}

  private unitOf(ids: readonly string[]): string | undefined {
    return ids.map((id) => this.solved.writtenUnit(id)).find((unit) => unit !== undefined);
  }

  /** The pressure `id` as written, or its value in the problem's pressure unit. */
  pressure(id: string, value: number): string {
    if (this.solved.writtenUnit(id)) return this.solved.label(id);
    const unit = this.unitOf(["pressure", "P1", "P2", "PgaugeInitial", "PgaugeFinal", "Patm"]);
    return quantityTextIn(value, "Pa", unit, this.solved.figures);
  }

  volume(id: string, value: number): string {
    if (this.solved.writtenUnit(id)) return this.solved.label(id);
    return quantityTextIn(value, "m^3", this.unitOf(["volume", "V1", "V2"]), this.solved.figures);
  }

  temperature(id: string): string | undefined {
    return this.solved.value(id) === undefined ? undefined : this.solved.label(id);
  }

  work(id: string, value: number): string {
    return this.solved.value(id) !== undefined
      ? this.solved.label(id)
      : quantityText(value, "J", this.solved.figures);
  }
}

interface ProcessRule {
  process: Process;
  relations: readonly string[];
  /** The two states and the work, or undefined when a value is missing or the solution's numbers disagree. */
  draw(value: (id: string) => number | undefined, labels: Labels): Drawn | undefined;
}

/** Whether every value is known and positive. */
const defined = (...values: (number | undefined)[]): boolean =>
  values.every((entry) => entry !== undefined && Number.isFinite(entry) && entry > 0);

const PROCESSES: readonly ProcessRule[] = [
  {
    process: "isobaric",
    relations: ["laws-of-thermodynamics.isobaric-work-between-volumes"],
    draw(value, labels) {
      const [p, v1, v2, stated] = ["pressure", "V1", "V2", "Wby"].map(value);
      if (!defined(p, v1, v2)) return undefined;
      const work = (p as number) * ((v2 as number) - (v1 as number));
      if (stated !== undefined && !sameValue(stated, work)) return undefined;
      const pressureLabel = labels.pressure("pressure", p as number);
      return {
        start: {
          pressure: p as number,
          volume: v1 as number,
          pressureLabel,
          volumeLabel: labels.volume("V1", v1 as number),
        },
        end: { pressure: p as number, volume: v2 as number, volumeLabel: labels.volume("V2", v2 as number) },
        pressuresGiven: true,
        volumesGiven: true,
        work: { value: work, valueLabel: labels.work("Wby", work) },
      };
    },
  },
  {
    process: "isochoric",
    relations: ["gas-laws.gay-lussac"],
    draw(value, labels) {
      const [p1, p2, t1, t2] = ["P1", "P2", "Ti", "Tf"].map(value);
      if (!defined(p1, p2, t1, t2)) return undefined;
      if (!sameValue((p2 as number) / (p1 as number), (t2 as number) / (t1 as number))) return undefined;
      return {
        start: {
          pressure: p1 as number,
          volume: 1,
          pressureLabel: labels.pressure("P1", p1 as number),
          temperatureLabel: labels.temperature("Ti"),
        },
        end: {
          pressure: p2 as number,
          volume: 1,
          pressureLabel: labels.pressure("P2", p2 as number),
          temperatureLabel: labels.temperature("Tf"),
        },
        pressuresGiven: true,
        volumesGiven: false,
      };
    },
  },
  {
    process: "isothermal",
    relations: [
      "laws-of-thermodynamics.isothermal-work",
      "entropy.isothermal-volume-change",
      "gas-laws.boyle",
    ],
    draw(value, labels) {
      const [n, t, v1, v2] = ["n_mol", "T", "V1", "V2"].map(value);
      if (!defined(v1, v2)) return undefined;
      const volume1 = v1 as number;
      const volume2 = v2 as number;
      let p1 = value("P1");
      let p2 = value("P2");
      if (defined(n, t)) {
        const nRT = (n as number) * constant("Rgas") * (t as number);
        p1 ??= nRT / volume1;
        p2 ??= nRT / volume2;
      }
      if (!defined(p1, p2) || !sameValue((p1 as number) * volume1, (p2 as number) * volume2))
        return undefined;
      const work = (p1 as number) * volume1 * Math.log(volume2 / volume1);
      for (const id of ["Wby", "Q"]) {
        const stated = value(id);
        if (stated !== undefined && !sameValue(stated, work)) return undefined;
      }
      const entropy = value("dS");
      if (entropy !== undefined && defined(t) && !sameValue(entropy * (t as number), work)) return undefined;
      const pressuresGiven = value("P1") !== undefined || value("P2") !== undefined;
      const temperatureLabel = labels.temperature("T");
      return {
        start: {
          pressure: p1 as number,
          volume: volume1,
          volumeLabel: labels.volume("V1", volume1),
          ...(pressuresGiven ? { pressureLabel: labels.pressure("P1", p1 as number) } : {}),
          temperatureLabel,
        },
        end: {
          pressure: p2 as number,
          volume: volume2,
          volumeLabel: labels.volume("V2", volume2),
          ...(pressuresGiven ? { pressureLabel: labels.pressure("P2", p2 as number) } : {}),
          temperatureLabel,
        },
        pressuresGiven: pressuresGiven || defined(n, t),
        volumesGiven: true,
        work: {
          value: work,
          valueLabel: value("Wby") !== undefined ? labels.work("Wby", work) : labels.work("Q", work),
        },
      };
    },
  },
  {
    process: "adiabatic",
    relations: ["laws-of-thermodynamics.adiabatic-temperature-volume"],
    draw(value, labels) {
      const [t1, t2, ratio, gamma] = ["Ti", "Tf", "volumeRatio", "gammaHeat"].map(value);
      if (!defined(t1, t2, ratio, gamma) || (gamma as number) <= 1 || (gamma as number) > 2) return undefined;
      if (!sameValue(t2 as number, (t1 as number) * (ratio as number) ** (1 - (gamma as number))))
        return undefined;
      // Only ratios are known: the start is (1, 1), the end where p V^γ is the same.
      return {
        start: { pressure: 1, volume: 1, temperatureLabel: labels.temperature("Ti") },
        end: {
          pressure: (ratio as number) ** -(gamma as number),
          volume: ratio as number,
          temperatureLabel: labels.temperature("Tf"),
        },
        pressuresGiven: false,
        volumesGiven: false,
        gamma: gamma as number,
      };
    },
  },
  {
    process: "unspecified",
    relations: ["gas-laws.combined"],
    draw(value, labels) {
      const [p1, v1, t1, p2, v2, t2] = ["P1", "V1", "Ti", "P2", "V2", "Tf"].map(value);
      if (!defined(p1, v1, t1, p2, v2, t2)) return undefined;
      const [a, b, c, d, e, f] = [p1, v1, t1, p2, v2, t2] as number[];
      if (!sameValue((a * b) / c, (d * e) / f)) return undefined;
      return {
        start: {
          pressure: a,
          volume: b,
          pressureLabel: labels.pressure("P1", a),
          volumeLabel: labels.volume("V1", b),
          temperatureLabel: labels.temperature("Ti"),
        },
        end: {
          pressure: d,
          volume: e,
          pressureLabel: labels.pressure("P2", d),
          volumeLabel: labels.volume("V2", e),
          temperatureLabel: labels.temperature("Tf"),
        },
        pressuresGiven: true,
        volumesGiven: true,
      };
    },
  },
];

const stateWords = (state: GasState) =>
  [state.pressureLabel, state.volumeLabel, state.temperatureLabel].filter(Boolean).join(", ");

function describe(process: Process, drawn: Drawn): string {
  const { start, end, work } = drawn;
  const expands = end.volume > start.volume;
  const area = work
    ? ` The shaded area under the path is the work the gas ${work.value >= 0 ? "does" : "has done on it"}, ${work.valueLabel.replace(/^-/, "")}.`
    : "";
  switch (process) {
    case "isobaric":
      return `Pressure against volume: at a constant ${start.pressureLabel} the gas ${expands ? "expands" : "is compressed"} from ${start.volumeLabel} to ${end.volumeLabel}, a horizontal line.${area}`;
    case "isochoric":
      return (
        `Pressure against volume: the volume stays the same while the pressure ${end.pressure > start.pressure ? "rises" : "falls"} from ${start.pressureLabel} to ${end.pressureLabel}` +
        (start.temperatureLabel && end.temperatureLabel
          ? ` as the temperature goes from ${start.temperatureLabel} to ${end.temperatureLabel}`
          : "") +
        ": a vertical line with no area under it, so the gas does no work."
      );
    case "isothermal":
      return (
        `Pressure against volume: ${start.temperatureLabel ? `at a constant ${start.temperatureLabel} ` : "at a constant temperature "}the gas ${expands ? "expands" : "is compressed"} from ${start.volumeLabel} to ${end.volumeLabel} along a hyperbola (pressure times volume stays the same)` +
        (start.pressureLabel && end.pressureLabel
          ? `, its pressure going from ${start.pressureLabel} to ${end.pressureLabel}.`
          : ".") +
        area +
        (work ? " At constant temperature it equals the heat the gas takes in." : "")
      );
    case "adiabatic":
      return (
        `Pressure against volume, as ratios (the problem gives no pressure or volume): ${expands ? "expanding" : "compressed"} without heat in or out to ${quantityText(end.volume, "", 2)} times its volume, the gas follows a curve steeper than a hyperbola (p V^γ stays the same, γ = ${quantityText(drawn.gamma ?? 0, "", 3)})` +
        (start.temperatureLabel && end.temperatureLabel
          ? `, its temperature going from ${start.temperatureLabel} to ${end.temperatureLabel}.`
          : ".")
      );
    case "unspecified":
      return `Pressure against volume: the gas goes from ${stateWords(start)} to ${stateWords(end)}. The problem does not say by what path, so only the two states are marked, joined by a dotted arrow, and no work is shown.`;
  }
}

const TITLES: Record<Process, string> = {
  isobaric: "Pressure-volume diagram: constant pressure",
  isochoric: "Pressure-volume diagram: constant volume",
  isothermal: "Pressure-volume diagram: constant temperature",
  adiabatic: "Pressure-volume diagram: adiabatic",
  unspecified: "Pressure-volume diagram: two states",
};

/** The pressure-volume diagram of a solved gas process, or undefined when it is not one the engine draws. */
export function pressureVolumeDiagram(solved: SolvedQuantities): PressureVolumeDiagram | undefined {
  const rule = PROCESSES.find((candidate) => candidate.relations.some((id) => solved.uses(id)));
  if (!rule) return undefined;
  const drawn = rule.draw(solved.value, new Labels(solved));
  if (!drawn) return undefined;
  return {
    kind: "pressure-volume",
    title: TITLES[rule.process],
    description: describe(rule.process, drawn),
    process: rule.process,
    ...drawn,
  };
}
