import { isReservedName, nameSkeleton, RESERVED_NAMES } from './reserved-names';

describe('isReservedName', () => {
  it('reserves every listed name as it is written', () => {
    expect(RESERVED_NAMES.filter((name) => !isReservedName(name))).toEqual([]);
  });

  it.each([
    ['another case', 'Admin'],
    ['capitals and a digit for a letter', 'ADM1N'],
    ['a Cyrillic а', '\u0430dmin'],
    ['Cyrillic letters throughout', '\u0455\u0443\u0455t\u0435m'],
    ['a Greek omicron', 'm\u03bfd'],
    ['zeros for o', 'r00t'],
    ['an l for an i', 'admln'],
    ['a capital I for an l', 'heIp'],
    ['a pipe for an l', 'he|p'],
    ['fullwidth letters', '\uff4d\uff4f\uff44'],
    ['an accent', 'àdmin'],
    ['a zero-width space', 'ad\u200bmin'],
    ['rn for m', 'adrnin'],
    ['digits for letters', '5upp0rt'],
    ['separators', 'the_boonies'],
    ['spaces and capitals', 'The Boonies'],
    ['two reserved words', 'Boonies Support'],
    ['a reserved word and qualifiers', 'the.real.m0d'],
    ['a qualifier after', 'admin-team'],
  ])('reserves a name spelt with %s: %s', (_, name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each([
    ['a longer word that starts with one', 'modern.mike'],
    ['a word that ends with one', 'badminton'],
    ['a reserved word with a number', 'admin.4821'],
    ['qualifiers alone', 'the-team'],
    ['an ordinary name', 'kickflip.kid'],
    ['a display name', 'Deck Queen'],
    ['another script', 'スケーター'],
    ['nothing', ''],
  ])('leaves free %s: %s', (_, name) => {
    expect(isReservedName(name)).toBe(false);
  });
});

describe('nameSkeleton', () => {
  it('reads look-alike spellings the same', () => {
    const skeletons = ['admin', 'ADMIN', 'Adm1n', '\u0430dmin', 'a d m i n', 'ádmín'].map(nameSkeleton);
    expect(new Set(skeletons).size).toBe(1);
  });

  it('keeps letters of other scripts that look like no Latin one', () => {
    expect(nameSkeleton('жук')).not.toBe('');
  });
});
