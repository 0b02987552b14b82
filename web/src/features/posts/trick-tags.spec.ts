import { TAG_SUGGESTIONS } from '@boonies/contracts/posts';
import { makeTrick } from '@/test/fixtures';
import { suggestTricks } from './trick-tags';

const many = Array.from({ length: 150 }, (_, index) =>
  makeTrick({
    id: `sg-${index + 1}`,
    name: `Flip ${index + 1}`,
    category: index % 2 ? 'stairs' : 'flip-tricks',
  }),
);

describe('suggestTricks', () => {
  it('matches names case-insensitively, at most five, leaving out chosen tricks', () => {
    const suggestions = suggestTricks(many, 'fLiP 1', new Set(['sg-1']));
    expect(suggestions).toHaveLength(TAG_SUGGESTIONS);
    expect(suggestions.map((trick) => trick.id)).not.toContain('sg-1');
    expect(suggestions.every((trick) => trick.name.startsWith('Flip 1'))).toBe(true);
  });

  it('finds a trick by an alias, ignoring spaces and hyphens, but forgives no typo', () => {
    const tricks = [
      makeTrick({ id: 'flip-16', name: '360 Flip', aliases: ['Tre Flip'] }),
      makeTrick({ id: 'sg-1', name: '50-50 Grind', aliases: ['Fifty-Fifty'] }),
    ];
    expect(suggestTricks(tricks, 'treflip', new Set()).map((trick) => trick.id)).toEqual(['flip-16']);
    expect(suggestTricks(tricks, 'fifty fifty', new Set()).map((trick) => trick.id)).toEqual(['sg-1']);
    expect(suggestTricks(tricks, 'fifyt', new Set())).toEqual([]);
  });

  it('suggests nothing for blank text', () => {
    expect(suggestTricks(many, '  ', new Set())).toEqual([]);
  });
});
