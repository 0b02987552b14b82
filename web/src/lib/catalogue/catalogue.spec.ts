import { TRICK_PICKER_LIMIT } from '@boonies/contracts/posts';
import { makeTrick } from '@/test/fixtures';
import { ALL_CATEGORIES, buildCatalogue, pickerMatches, searchTricks } from './catalogue';
import { difficultyLabelOf } from './difficulty';

const ollie = makeTrick({ id: 'fund-4', name: 'Ollie', difficulty: 'Beginner' });
const kickflip = makeTrick({
  id: 'sg-1',
  name: 'Kickflip',
  category: 'flip-foundation',
  difficulty: 'Intermediate',
  prerequisites: ['fund-4', 'fund-404'],
});
const heelflip = makeTrick({
  id: 'sg-2',
  name: 'Heelflip',
  category: 'flip-foundation',
  difficulty: 'intermediate',
  prerequisites: ['fund-4', 'sg-1'],
});
const pushing = makeTrick({ id: 'fund-1', name: 'Pushing', difficulty: '1' });

describe('catalogue', () => {
  const catalogue = buildCatalogue([kickflip, heelflip, ollie, pushing, { ...ollie, name: 'A duplicate' }]);

  it('keeps the first of duplicated ids and groups by category in learning order', () => {
    expect(catalogue.tricks.map((trick) => trick.name)).toEqual(['Ollie', 'Pushing', 'Heelflip', 'Kickflip']);
    expect(catalogue.categories.map((group) => [group.category, group.tricks.length])).toEqual([
      ['fundamentals', 2],
      ['flip-foundation', 2],
    ]);
  });

  it('knows prerequisites that exist and the tricks each one unlocks', () => {
    expect(catalogue.prerequisitesOf(kickflip).map((trick) => trick.id)).toEqual(['fund-4']);
    expect(catalogue.dependentsOf('fund-4').map((trick) => trick.id)).toEqual(['sg-2', 'sg-1']);
  });

  it('searches names case-insensitively, names starting with the text first', () => {
    expect(searchTricks(catalogue.tricks, 'FLIP').map((trick) => trick.name)).toEqual([
      'Heelflip',
      'Kickflip',
    ]);
    expect(searchTricks(catalogue.tricks, 'kick').map((trick) => trick.name)).toEqual(['Kickflip']);
    expect(searchTricks(catalogue.tricks, '  ')).toEqual([]);
  });

  it('searches aliases too: exact names and aliases first, then names, then aliases that start with the text', () => {
    const tricks = [
      makeTrick({ id: 'flip-16', name: '360 Flip', aliases: ['Tre Flip', '3 Flip'] }),
      makeTrick({ id: 'flip-17', name: 'Fakie 360 Flip', aliases: ['Fakie Tre Flip'] }),
      makeTrick({ id: 'flip-18', name: 'Tre Bomb Flip' }),
      kickflip,
    ];
    const names = (text: string, tolerateTypos = false) =>
      searchTricks(tricks, text, { tolerateTypos }).map((trick) => trick.name);

    expect(names('tre flip')).toEqual(['360 Flip', 'Fakie 360 Flip']);
    expect(names('TRE')).toEqual(['Tre Bomb Flip', '360 Flip', 'Fakie 360 Flip']);
    expect(names('3-flip')).toEqual(['360 Flip']);
    expect(names('kikcflip')).toEqual([]);
    expect(names('kikcflip', true)).toEqual(['Kickflip']);
    // Exact matches still lead when typos are forgiven.
    expect(names('tre flip', true).slice(0, 2)).toEqual(['360 Flip', 'Fakie 360 Flip']);
  });

  it('reads difficulties as labels or numbers', () => {
    expect(difficultyLabelOf('3')).toBe('Advanced');
    expect(difficultyLabelOf('ELITE')).toBe('Elite');
    expect(difficultyLabelOf('7')).toBeNull();
    expect(difficultyLabelOf('gnarly')).toBeNull();
  });
});

describe('pickerMatches', () => {
  const many = Array.from({ length: 150 }, (_, index) =>
    makeTrick({
      id: `sg-${index + 1}`,
      name: `Flip ${index + 1}`,
      category: index % 2 ? 'stairs' : 'flip-tricks',
    }),
  );

  it('lists at most 100 and says how many matched', () => {
    const { tricks, total } = pickerMatches(many, '', ALL_CATEGORIES);
    expect(tricks).toHaveLength(TRICK_PICKER_LIMIT);
    expect(total).toBe(150);
  });

  it('narrows by category and by name', () => {
    expect(pickerMatches(many, '', 'stairs').total).toBe(75);
    // "Flip 150" matches the name too, but it is on the stairs.
    expect(pickerMatches(many, 'FLIP 15', 'flip-tricks').tricks.map((trick) => trick.name)).toEqual([
      'Flip 15',
    ]);
  });

  it('finds a trick by an alias', () => {
    const tricks = [makeTrick({ id: 'flip-16', name: '360 Flip', aliases: ['Tre Flip'] })];
    expect(pickerMatches(tricks, 'tre').tricks.map((trick) => trick.id)).toEqual(['flip-16']);
  });
});
