import { damerauLevenshtein, matchesName, normalizeSearchText, typosAllowedFor } from './name-matching';

describe('normalizeSearchText', () => {
  it.each([
    ['5-0', '50'],
    ['Fifty Fifty', 'fiftyfifty'],
    ['No-Comply', 'nocomply'],
    ['  Pop Shove-it!  ', 'popshoveit'],
    ['Andrécht', 'andrecht'],
  ])('turns %p into %p', (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });
});

describe('damerauLevenshtein', () => {
  it.each([
    ['maya', 'maya', 0],
    ['mayya', 'maya', 1],
    ['kickfilp', 'kickflip', 1],
    ['heelflip', 'hellflip', 1],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['smith', 'smtih', 1],
    ['nosegrind', 'nsoegrnid', 2],
    ['boardslide', 'lipslide', 5],
  ])('%p to %p is %p', (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
  });

  it('stops counting past the limit', () => {
    expect(damerauLevenshtein('boardslide', 'lipslide', 1)).toBe(2);
    expect(damerauLevenshtein('a', 'abcdef', 2)).toBe(3);
  });
});

describe('typosAllowedFor', () => {
  it.each([
    [2, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [15, 2],
  ])('a query of %p characters forgives %p', (length, allowed) => {
    expect(typosAllowedFor(length)).toBe(allowed);
  });
});

describe('matchesName', () => {
  const treFlip = ['360 Flip', 'Tre Flip', '3 Flip'];
  const fiftyFifty = ['50-50 Grind', 'Fifty-Fifty', '50-50'];

  it.each([
    ['tre flip', treFlip],
    ['TREFLIP', treFlip],
    ['3 flip', treFlip],
    ['360', treFlip],
    ['fifty-fifty', fiftyFifty],
    ['fifty fifty', fiftyFifty],
    ['5050', fiftyFifty],
    ['grind', fiftyFifty],
    ['', fiftyFifty],
  ])('finds %p exactly', (query, names) => {
    expect(matchesName(query, names)).toBe(true);
  });

  it.each([
    ['tre flp', treFlip],
    ['kickfilp', ['Kickflip']],
    ['mayya', ['maya']],
    ['nosegrnid', ['Backside Nosegrind']],
    ['fity fifty', fiftyFifty],
  ])('forgives the typo in %p when asked', (query, names) => {
    expect(matchesName(query, names)).toBe(false);
    expect(matchesName(query, names, { tolerateTypos: true })).toBe(true);
  });

  it.each([
    ['50', ['5-0 Grind'], true],
    ['5-0', ['50-50 Grind'], true],
    ['heelflip', ['Kickflip'], false],
    ['smoth', ['Backside Smith Grind'], true],
    ['bsx', ['Backside Smith Grind'], false],
    ['lipslide', ['Boardslide'], false],
  ])('with typos forgiven, %p against %p is %p', (query, names, found) => {
    expect(matchesName(query, names, { tolerateTypos: true })).toBe(found);
  });
});
