import type { CreateTrickDto } from '@boonies/contracts/tricks';
import {
  baseTrickOf,
  canonicalDifficulty,
  editedTrickFields,
  newTrickFields,
  prerequisiteProblem,
  stanceOf,
  uniqueAliases,
} from './trick-changes';

describe('trick changes', () => {
  it.each([
    ['beginner', 'Beginner'],
    ['EXPERT', 'Expert'],
    ['1', 'Beginner'],
    ['5', 'Elite'],
    [' 3 ', 'Advanced'],
  ])('writes difficulty %j as %j', (given, canonical) => {
    expect(canonicalDifficulty(given)).toBe(canonical);
  });

  it.each([
    ['Kickflip', 'regular', 'kickflip'],
    ['Fakie Kickflip', 'fakie', 'kickflip'],
    ['switch heelflip', 'switch', 'heelflip'],
    ['Nollie 360 Flip', 'nollie', '360-flip'],
    ['Smith Grind (Frontside)', 'regular', 'smith-grind-frontside'],
  ])('reads %j as stance %s of %s', (name, stance, baseTrick) => {
    expect(stanceOf(name)).toBe(stance);
    expect(baseTrickOf(name)).toBe(baseTrick);
  });

  const request: CreateTrickDto = { name: 'Casper', category: 'flip-tricks', difficulty: '4' };

  it('fills in a new trick: defaults, its worth, tips as pro tips', () => {
    expect(
      newTrickFields({ ...request, tips: 'Keep it slow.\n\n Stay low. ', prerequisites: ['a-1', 'a-1'] }),
    ).toEqual({
      name: 'Casper',
      aliases: [],
      category: 'flip-tricks',
      difficulty: 'Expert',
      baseTrick: 'casper',
      stance: 'regular',
      description: '',
      videoUrl: null,
      prerequisites: ['a-1'],
      setup: [],
      steps: [],
      commonMistakes: [],
      proTips: ['Keep it slow.', 'Stay low.'],
      points: null,
      resolvedPoints: 50,
    });
  });

  it('keeps the first of aliases that differ only in case, spaces or punctuation, dropping empty ones and the name', () => {
    expect(
      uniqueAliases(['Tre Flip', 'tre-flip', '3 Flip', '!!', 'TREFLIP', '3flip', '360-flip'], '360 Flip'),
    ).toEqual(['Tre Flip', '3 Flip']);
  });

  it('changes only the fields sent; an empty or null video link clears it', () => {
    const current = { ...newTrickFields({ ...request, points: 70, videoUrl: 'https://v.example/1' }) };

    expect(editedTrickFields(current, { description: 'Now described.' })).toEqual({
      ...current,
      description: 'Now described.',
    });
    expect(editedTrickFields(current, { videoUrl: null }).videoUrl).toBeNull();
    expect(editedTrickFields(current, { videoUrl: '' }).videoUrl).toBeNull();
    expect(editedTrickFields(current, { points: 20 })).toMatchObject({ points: 20, resolvedPoints: 20 });
    expect(editedTrickFields(current, { difficulty: 'elite' })).toMatchObject({
      difficulty: 'Elite',
      resolvedPoints: 70,
    });
    expect(editedTrickFields(current, { tips: 'Another tip.' }).proTips).toEqual(['Another tip.']);
  });

  describe('prerequisiteProblem', () => {
    const graph = new Map<string, string[]>([
      ['a-1', []],
      ['a-2', ['a-1']],
      ['a-3', ['a-2']],
    ]);

    /** The editor passes the other tricks only. */
    const othersThan = (id: string) => new Map([...graph].filter(([other]) => other !== id));

    it.each([
      ['known prerequisites', 'a-9', ['a-2', 'a-1'], null],
      ['none', 'a-9', [], null],
      ['an unknown one', 'a-9', ['a-7'], 'Unknown prerequisite trick id'],
      ['itself', 'a-1', ['a-1'], 'A trick cannot be its own prerequisite'],
      ['a path back to itself', 'a-1', ['a-3'], 'Prerequisites cannot lead back to the trick itself'],
    ])('with %s', (_case, id, prerequisites, problem) => {
      expect(prerequisiteProblem(id, prerequisites, othersThan(id))).toBe(problem);
    });
  });
});
