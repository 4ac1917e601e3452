/**
 * The nesting depth of a JSON text, read in one pass without parsing: a body nested thousands
 * deep would overflow the stack of any recursive reader downstream (the sign-in library's own
 * included), so the parser refuses it first.
 */

/** Deepest nesting a request body may have. */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than the limit (brackets inside strings do not count). */
export function isNestedTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92)
        index += 1; // backslash: skip the escaped character
      else if (char === 34) inString = false;
      continue;
    }
    if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 93 || char === 125) depth -= 1;
  }
  return false;
}
