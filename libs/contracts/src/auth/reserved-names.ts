import unhomoglyph from 'unhomoglyph';

/**
 * Names that would pass for the park's staff or the site itself. No skater may take one as a username or a
 * display name, however it is spelt: `Admin`, `ADM1N`, `аdmin` with a Cyrillic `а` and `the_boonies` are
 * all refused. Accounts that already hold one keep it; imports and operators are not asked.
 */
export const RESERVED_NAMES = [
  'admin',
  'admins',
  'administrator',
  'administrators',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'support',
  'help',
  'helpdesk',
  'staff',
  'official',
  'boonies',
  'root',
  'sysadmin',
  'system',
  'security',
  'owner',
  'webmaster',
  'postmaster',
  'abuse',
  'noreply',
] as const;

/**
 * Words that make no claim alone but do beside a reserved one: `the boonies`, `Real Admin`, `mod-team`.
 * `team` or `the` alone is free.
 */
const QUALIFIERS = ['the', 'real', 'team', 'crew', 'hq', 'bot', 'account'] as const;

/**
 * Look-alikes Unicode's confusables table leaves apart but a reader does not: digits for letters, and
 * `l` for `i` (the table already folds `1`, `I` and `|` into `l`, and `0` into `o`).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  l: 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Marks, punctuation, spaces, symbols and invisible characters: dropped, so `the_boonies` is `theboonies`. */
const NOT_A_LETTER_OR_DIGIT = /[\p{M}\p{P}\p{Z}\p{S}\p{C}]/gu;

/**
 * How a name reads, whatever its spelling: compatibility forms unfolded (NFKC: `ｍｏｄ` is `mod`), lower
 * case, accents dropped, Unicode's confusable skeleton (UTS #39: Cyrillic `а` is `a`, `0` is `o`), the
 * look-alikes above, and nothing but letters and digits.
 */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase();
  const skeleton = unhomoglyph(folded.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
  const readable = [...skeleton].map((character) => LOOK_ALIKES[character] ?? character).join('');
  return readable.replace(NOT_A_LETTER_OR_DIGIT, '');
}

const skeletonOf = (words: readonly string[]) => new Set(words.map(nameSkeleton));
const RESERVED = skeletonOf(RESERVED_NAMES);
const WORDS = new Set([...RESERVED, ...skeletonOf(QUALIFIERS)]);
const LONGEST_WORD = Math.max(...[...WORDS].map((word) => word.length));

/**
 * Whether a name reads as a reserved one: its skeleton is made of reserved words and qualifiers only, one
 * reserved word at least (`admin`, `Boonies Support`, `the_real_m0d`), so `modern.mike` or `adminton`
 * stay free.
 */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  // claims[i]: whether the first i characters split into words, and whether one of them is reserved.
  const claims: ({ reserved: boolean } | undefined)[] = [{ reserved: false }];
  for (let end = 1; end <= skeleton.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WORD); start < end; start++) {
      const before = claims[start];
      const word = skeleton.slice(start, end);
      if (!before || !WORDS.has(word)) continue;
      const reserved = before.reserved || RESERVED.has(word);
      if (reserved || !claims[end]) claims[end] = { reserved };
    }
  }
  return claims[skeleton.length]?.reserved ?? false;
}
