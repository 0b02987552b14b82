import type { TrickDto } from '@boonies/contracts/tricks';
import { difficultyLevel, suggestTricks } from './suggest-tricks';

function trick(id: string, name: string, difficulty: string, prerequisites: string[] = []): TrickDto {
  return {
    id,
    name,
    aliases: [],
    category: 'fundamentals',
    difficulty,
    baseTrick: id,
    stance: 'regular',
    description: '',
    videoUrl: null,
    prerequisites,
    setup: [],
    steps: [],
    commonMistakes: [],
    proTips: [],
    points: 10,
  };
}

const catalogue = [
  trick('t-1', 'Ollie', 'Beginner'),
  trick('t-2', 'Pop Shove-it', 'Beginner', ['t-1']),
  trick('t-3', 'Kickflip', 'Intermediate', ['t-1']),
  trick('t-4', 'Heelflip', 'intermediate', ['t-1']),
  trick('t-5', 'Varial Flip', '3', ['t-2', 't-3']),
  trick('t-6', 'Manual', 'Beginner'),
  trick('t-7', 'Tre Flip', 'Expert', ['t-5']),
  trick('t-8', 'Axle Stall', 'Beginner', ['gone-1']),
  trick('t-9', 'Bert Slide', 'Legendary'),
];

describe('suggestTricks (spec 02 §9)', () => {
  it.each([
    ['nothing learned', [], ['t-8', 't-9', 't-6', 't-1']],
    ['the ollie', ['t-1'], ['t-8', 't-9', 't-6', 't-2']],
    ['the beginner tricks', ['t-1', 't-2', 't-6', 't-8', 't-9'], ['t-4', 't-3']],
    ['the prerequisites of the varial', ['t-1', 't-2', 't-3', 't-6', 't-8', 't-9'], ['t-4', 't-5']],
    ['everything', catalogue.map(({ id }) => id), []],
  ])('after %s', (_case, learned, expected) => {
    expect(suggestTricks(catalogue, new Set(learned)).map(({ id }) => id)).toEqual(expected);
  });

  it('suggests at most four', () => {
    const many = Array.from({ length: 10 }, (_, index) => trick(`m-${index}`, `Trick ${index}`, 'Beginner'));
    expect(suggestTricks(many, new Set())).toHaveLength(4);
  });

  it.each([
    ['Beginner', 1],
    ['elite', 5],
    ['3', 3],
    [' Expert ', 4],
    ['Legendary', 1],
  ])('reads difficulty %j as level %i', (difficulty, level) => {
    expect(difficultyLevel(difficulty)).toBe(level);
  });
});
