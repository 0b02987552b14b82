import { LEVEL_NAMES, levelFor, levelOf, pointsFor } from '@boonies/contracts/tricks';
import { storedScoreOf, toScoreDto } from './score-totals';

describe('points (docs/scoring.md)', () => {
  it.each([
    ['Beginner', undefined, 10],
    ['beginner', undefined, 10],
    ['1', undefined, 10],
    ['Intermediate', undefined, 20],
    ['2', undefined, 20],
    ['ADVANCED', undefined, 30],
    ['3', undefined, 30],
    ['Expert', undefined, 50],
    [' 4 ', undefined, 50],
    ['elite', undefined, 100],
    ['5', undefined, 100],
    ['Legendary', undefined, 10],
    ['', undefined, 10],
    ['Beginner', 15, 15],
    ['Elite', 1, 1],
    ['Expert', 100, 100],
    ['Expert', null, 50],
    ['Expert', 0, 50],
  ])('difficulty %j with own points %j is worth %i', (difficulty, points, worth) => {
    expect(pointsFor({ difficulty, points })).toBe(worth);
  });

  it('takes a number for a difficulty', () => {
    expect(pointsFor({ difficulty: 4 })).toBe(50);
  });
});

describe('levels (docs/scoring.md)', () => {
  it.each([
    [0, 1, 'Beginner', 0],
    [99, 1, 'Beginner', 99],
    [100, 2, 'Easy', 0],
    [185, 2, 'Easy', 85],
    [250, 3, 'Intermediate', 50],
    [399, 4, 'Hard', 99],
    [400, 5, 'Expert', 0],
    [500, 6, 'Pro', 0],
    [650, 7, 'Master', 50],
    [700, 8, 'Legendary', 0],
    [899, 9, 'Godlike', 99],
    [900, 10, 'Impossible', 0],
    [999, 10, 'Impossible', 99],
    [1000, 10, 'Impossible', 100],
    [5000, 10, 'Impossible', 100],
    [-20, 1, 'Beginner', 0],
  ])('score %i is level %i (%s) with %i points in it', (score, level, levelName, pointsInLevel) => {
    expect(levelFor(score)).toEqual({ level, levelName, pointsInLevel, pointsPerLevel: 100 });
  });

  it('earns a level from verified points only, never from privately ticked ones', () => {
    const verifiedSome = { publicScore: 120, privateScore: 480 };
    const verifiedNone = { publicScore: 0, privateScore: 480 };
    expect(levelOf(verifiedSome).level).toBe(2);
    expect(levelOf(verifiedNone).level).toBe(1);
  });

  it('names ten levels', () => {
    expect(LEVEL_NAMES).toHaveLength(10);
  });
});

describe('scores', () => {
  it.each([
    [{ privateScore: 0, publicScore: 0, learnedCount: 0, verifiedCount: 0 }, 1, 'Beginner', 0],
    [{ privateScore: 340, publicScore: 90, learnedCount: 9, verifiedCount: 3 }, 1, 'Beginner', 90],
    [{ privateScore: 340, publicScore: 210, learnedCount: 9, verifiedCount: 6 }, 3, 'Intermediate', 10],
  ])('%j stands at level %i (%s) from the public score', (totals, level, levelName, pointsInLevel) => {
    const stored = storedScoreOf('user-1', totals);

    expect(stored).toEqual({ userId: 'user-1', ...totals, level });
    expect(toScoreDto(stored)).toEqual({ userId: 'user-1', ...totals, level, levelName, pointsInLevel });
  });
});
