import {
  isNearMiss,
  normalizeQuery,
  rankSearchResults,
  SEARCH_TIERS,
  type SearchCandidate,
  searchTier,
} from './search-ranking';

let next = 0;
function candidate(username: string, displayName: string | null, similarity = 0): SearchCandidate {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    username,
    displayName,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isVerified: false,
    similarity,
  };
}

describe('normalizeQuery', () => {
  it('trims and lowercases the query', () => {
    expect(normalizeQuery('  TonY ')).toBe('tony');
  });
});

describe('isNearMiss', () => {
  it.each([
    ['mayya', 'rider-1', 'Maya', true],
    ['mayya', 'maya', null, true],
    ['tony hwak', 'birdman', 'Tony Hawk', true],
    ['rodnye', 'rodney', null, true],
    ['mayya', 'rider-1', 'Mark', false],
    ['bob', 'rob', null, false],
  ])('%p against @%s (%p) is %p', (query, username, displayName, near) => {
    expect(isNearMiss(query, { username, displayName })).toBe(near);
  });
});

describe('searchTier', () => {
  it('tells exact, username prefix, display-name prefix and fuzzy matches apart', () => {
    expect(searchTier('tony', candidate('tony', null))).toBe(SEARCH_TIERS.exact);
    expect(searchTier('tony', candidate('tony-hawk', null))).toBe(SEARCH_TIERS.usernamePrefix);
    expect(searchTier('tony', candidate('birdman', 'Tony Hawk'))).toBe(SEARCH_TIERS.displayNamePrefix);
    expect(searchTier('tony', candidate('t0ny', 'Anthony'))).toBe(SEARCH_TIERS.fuzzy);
  });
});

describe('rankSearchResults', () => {
  it('ranks exact before prefix before display-name prefix before fuzzy, each user once', () => {
    const fuzzyStrong = candidate('tonny', null, 0.6);
    const fuzzyWeak = candidate('toby', null, 0.3);
    const byDisplayB = candidate('zed', 'Tony B');
    const byDisplayA = candidate('yan', 'tony a');
    const prefix = candidate('tony-b', null);
    const prefixFirst = candidate('tony-a', 'Tony');
    const exact = candidate('tony', null);

    const ranked = rankSearchResults(
      'tony',
      [fuzzyWeak, byDisplayB, prefix, fuzzyStrong, exact, byDisplayA, prefixFirst, { ...prefix }],
      20,
    );

    expect(ranked.map(({ username }) => username)).toEqual([
      'tony',
      'tony-a',
      'tony-b',
      'yan',
      'zed',
      'tonny',
      'toby',
    ]);
    expect(ranked[0]).not.toHaveProperty('similarity');
  });

  it('keeps at most the maximum', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      candidate(`sk${String(index).padStart(2, '0')}`, null),
    );
    expect(rankSearchResults('sk', many, 20)).toHaveLength(20);
  });
});
