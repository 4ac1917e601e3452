import { describe, expect, it } from "vitest";
import { matchNumberPrefix, normalizeTypography, parseNumber } from "../quantity/parse-number";
import { parseQuantity, parseUnit, significantFiguresOf } from "../quantity/quantity";
import { normalizeUnit } from "../quantity/unit-text";
import { extractQuantities, normalizeProblemText } from "./extract";
import { solveText } from "./free-form";
import { latexToPlainText } from "./latex-text";
import { identifyUnknown, questionSentence, unitAskedFor } from "./unknown";

// Texts of 20,000 characters built to make a backtracking or re-parsing reader take quadratic or
// worse time. Every reader must finish each well under a second, so no request can freeze the server.
const LENGTH = 20_000;
const ADVERSARIAL: Record<string, string> = {
  "a list of ones and commas": "1,".repeat(LENGTH / 2),
  "spaces then a line separator": `${" ".repeat(LENGTH)}\u2028What is x?`,
  "opening parentheses": "(".repeat(LENGTH),
  "dollar signs": "$".repeat(LENGTH),
  "spaces between product dots": `·${" ".repeat(LENGTH)}x`,
  "unclosed subscripts": "_{ ".repeat(LENGTH / 3),
  "nested fractions": "\\frac{".repeat(LENGTH / 6),
  "digits and points": "1.".repeat(LENGTH / 2),
  "powers of ten": "3x10^".repeat(LENGTH / 5),
  quantities: "1 m ".repeat(LENGTH / 4),
};

const READERS: Record<string, (text: string) => unknown> = {
  normalizeTypography,
  matchNumberPrefix,
  parseNumber,
  normalizeUnit,
  parseUnit,
  parseQuantity,
  significantFiguresOf,
  latexToPlainText,
  normalizeProblemText,
  extractQuantities: (text) => extractQuantities(normalizeProblemText(text)),
  questionSentence,
  identifyUnknown: (text) => identifyUnknown(text),
  unitAskedFor,
  solveText,
};

describe("readers take time linear in their input", () => {
  for (const [readerName, reader] of Object.entries(READERS)) {
    it.each(Object.entries(ADVERSARIAL))(`${readerName} reads %s quickly`, (_name, text) => {
      const started = performance.now();
      try {
        reader(text);
      } catch {
        // Refusing such a text by throwing is fine; only the time matters here.
      }
      expect(performance.now() - started).toBeLessThan(500);
    });
  }
});
