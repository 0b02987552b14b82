// The graph of FEATURE_USES (web/boundaries.mjs) that lint refuses to load with: cycles, and chains of
// features deeper than a feature and the features it uses.
import { callScriptExports } from '../scripts/es-module';

const BOUNDARIES = 'web/boundaries.mjs';

function problemsOf(...graphs: (Record<string, string[]> | undefined)[]): string[][] {
  return callScriptExports(
    graphs.map((uses) => ({ file: BOUNDARIES, name: 'featureGraphProblems', args: uses ? [uses] : [] })),
  ) as string[][];
}

describe('web feature graph', () => {
  const [ownGraph, twoDeep, threeDeep, cycle] = problemsOf(
    undefined,
    { home: ['posts', 'media'], posts: [], media: [] },
    { sponsorships: ['messaging'], messaging: ['moderation'], moderation: [], about: [] },
    { posts: ['verification'], verification: ['posts'] },
  );

  it("holds for the app's own FEATURE_USES", () => {
    expect(ownGraph).toEqual([]);
  });

  it('lets a feature use features that use none', () => {
    expect(twoDeep).toEqual([]);
  });

  it('refuses a feature that uses a feature that uses another, naming the chain', () => {
    expect(threeDeep).toEqual([
      expect.stringContaining('sponsorships -> messaging -> moderation is 3 features deep, at most 2 may be'),
    ]);
  });

  it('refuses a cycle, naming it', () => {
    expect(cycle).toEqual([expect.stringContaining('posts -> verification -> posts')]);
  });
});
