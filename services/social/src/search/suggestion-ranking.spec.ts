import { rankSuggestions, type SuggestionCandidate } from './suggestion-ranking';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const skater = (
  id: string,
  mutualFollows: number,
  level: number,
  created = day(1),
  activity = 1,
): SuggestionCandidate => ({
  id,
  mutualFollows,
  activity,
  level,
  createdAt: created,
});

describe('rankSuggestions', () => {
  it('puts the most mutual follows first, whatever the level or activity', () => {
    const ranked = rankSuggestions(
      [skater('a', 0, 3, day(1), 9), skater('b', 2, 9), skater('c', 1, 3)],
      3,
      3,
    );
    expect(ranked.map(({ id }) => id)).toEqual(['b', 'c', 'a']);
  });

  it('puts the most active next, before closeness of level', () => {
    const ranked = rankSuggestions(
      [skater('near', 0, 3, day(1), 1), skater('busy', 0, 9, day(1), 5), skater('busier', 0, 1, day(1), 8)],
      3,
      3,
    );
    expect(ranked.map(({ id }) => id)).toEqual(['busier', 'busy', 'near']);
  });

  it('breaks ties by closeness of level, above or below, then by the newest account', () => {
    const ranked = rankSuggestions(
      [
        skater('far', 0, 9),
        skater('below', 0, 4, day(3)),
        skater('older', 0, 6, day(1)),
        skater('newer', 0, 6, day(2)),
      ],
      5,
      4,
    );
    expect(ranked.map(({ id }) => id)).toEqual(['below', 'newer', 'older', 'far']);
  });

  it('keeps each skater once and at most the count asked for', () => {
    const ranked = rankSuggestions(
      [skater('a', 1, 1), skater('a', 1, 1), skater('b', 0, 1), skater('c', 0, 2)],
      1,
      2,
    );
    expect(ranked.map(({ id }) => id)).toEqual(['a', 'b']);
  });
});
