import { popularityRank, RANK_DECAY_SECONDS } from './popularity';

describe('popularityRank', () => {
  const created = new Date('2025-06-01T12:00:00.000Z');
  const epochPart = created.getTime() / 1000 / RANK_DECAY_SECONDS;

  it('is the age term alone for a score of -1, 0 or 1', () => {
    expect(popularityRank(0, created)).toBe(epochPart);
    expect(popularityRank(1, created)).toBe(epochPart);
    expect(popularityRank(-1, created)).toBe(epochPart);
  });

  it('adds one per tenfold score, and subtracts for a negative one', () => {
    expect(popularityRank(10, created)).toBeCloseTo(epochPart + 1, 10);
    expect(popularityRank(100, created)).toBeCloseTo(epochPart + 2, 10);
    expect(popularityRank(-10, created)).toBeCloseTo(epochPart - 1, 10);
  });

  it('ranks a post 12.5 hours newer like one with a tenfold score', () => {
    const newer = new Date(created.getTime() + RANK_DECAY_SECONDS * 1000);
    expect(popularityRank(1, newer)).toBeCloseTo(popularityRank(10, created), 10);
  });

  it('orders by score first among posts of the same time, and newer first among equal scores', () => {
    expect(popularityRank(6, created)).toBeGreaterThan(popularityRank(5, created));
    expect(popularityRank(5, new Date(created.getTime() + 1000))).toBeGreaterThan(popularityRank(5, created));
  });
});
