/**
 * How a typed search finds a name: one rule for the web app and the services, so "tre flip", "5-0" and
 * "fifty fifty" find the same tricks everywhere.
 */

/** Lower case, accents dropped, and nothing but letters and digits: "5-0" and "50", "No-Comply" and "no comply" meet. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) between two strings, counting no further than
 * `limit`: anything beyond it comes back as `limit + 1`, which keeps long names cheap.
 */
export function damerauLevenshtein(a: string, b: string, limit = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2] + 1);
      }
      current.push(distance);
      rowBest = Math.min(rowBest, distance);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** Typos forgiven for a normalized query of this length: none for the shortest, where one edit is a different word. */
export function typosAllowedFor(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

export interface NameMatchOptions {
  /** Forgive a typo or two (the header search); exact searches (filters, tag pickers) leave it off. */
  tolerateTypos?: boolean;
}

/** Where in a name a typed word may start: its beginning and every word's beginning after it. */
function wordStarts(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .map((_, index, words) => normalizeSearchText(words.slice(index).join('')))
    .filter((rest) => rest.length > 0);
}

/** Whether the typed query finds any of the names (a trick's name and its aliases, a person's name). */
export function matchesName(
  query: string,
  names: readonly string[],
  options: NameMatchOptions = {},
): boolean {
  const wanted = normalizeSearchText(query);
  if (wanted.length === 0) return true;
  if (names.some((name) => normalizeSearchText(name).includes(wanted))) return true;
  if (!options.tolerateTypos) return false;
  const allowed = typosAllowedFor(wanted.length);
  if (allowed === 0) return false;
  // The query may be the start of a word with a slip in it: compare it with each word start cut to the
  // query's length give or take the allowance.
  return names.some((name) =>
    wordStarts(name).some((rest) => {
      for (let cut = wanted.length - allowed; cut <= wanted.length + allowed; cut += 1) {
        if (cut < 1 || cut > rest.length) continue;
        if (damerauLevenshtein(wanted, rest.slice(0, cut), allowed) <= allowed) return true;
      }
      return false;
    }),
  );
}
