/**
 * How deeply a JSON text nests its arrays and objects, counted on the text
 * (no parse, no recursion): a 20,000-level body under the size limit parses,
 * but validating or storing it recursed until the stack overflowed (a 500).
 * Brackets inside strings do not count. Stops counting once past `limit`.
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
