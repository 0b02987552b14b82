import type { CatalogueEntry } from './catalogue-entry';
import { planCatalogueMerge, type StoredTrick } from './catalogue-merge';
import { catalogueFieldsOf } from './trick-fields';

function entry(id: string, overrides: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    id,
    name: `Trick ${id}`,
    category: 'fundamentals',
    difficulty: 'Beginner',
    baseTrick: id,
    stance: 'regular',
    description: `About ${id}.`,
    setup: [],
    steps: [],
    commonMistakes: [],
    proTips: [],
    prerequisites: [],
    ...overrides,
  };
}

function stored(from: CatalogueEntry, overrides: Partial<StoredTrick> = {}): StoredTrick {
  return { id: from.id, source: 'catalogue', editedAt: null, ...catalogueFieldsOf(from), ...overrides };
}

describe('planCatalogueMerge', () => {
  it('inserts every entry into an empty catalogue', () => {
    const plan = planCatalogueMerge([], [entry('a-1'), entry('a-2', { points: 40 })]);

    expect(plan.inserts.map(({ id, resolvedPoints }) => [id, resolvedPoints])).toEqual([
      ['a-1', 10],
      ['a-2', 40],
    ]);
    expect(plan).toMatchObject({ updates: [], keptEdits: [], unchanged: 0, repointed: [] });
  });

  it('leaves identical entries alone', () => {
    const entries = [entry('a-1'), entry('a-2')];
    expect(
      planCatalogueMerge(
        entries.map((e) => stored(e)),
        entries,
      ),
    ).toMatchObject({
      inserts: [],
      updates: [],
      unchanged: 2,
    });
  });

  // stored → shipped: what happens to it
  it.each([
    ['a new description', stored(entry('a-1')), entry('a-1', { description: 'Better words.' }), 'updated'],
    ['new steps', stored(entry('a-1')), entry('a-1', { steps: ['One.', 'Two.', 'Three.'] }), 'updated'],
    ['a new difficulty', stored(entry('a-1')), entry('a-1', { difficulty: 'Expert' }), 'repointed'],
    ['own points', stored(entry('a-1')), entry('a-1', { points: 12 }), 'repointed'],
    ['own points equal to the default', stored(entry('a-1')), entry('a-1', { points: 10 }), 'updated'],
    [
      'an admin-edited entry',
      stored(entry('a-1'), { editedAt: new Date(), name: 'Edited' }),
      entry('a-1', { difficulty: 'Elite' }),
      'kept',
    ],
    ['an admin trick with the same id', stored(entry('a-1'), { source: 'admin' }), entry('a-1'), 'kept'],
  ])('with %s', (_case, current, shipped, outcome) => {
    const plan = planCatalogueMerge([current], [shipped]);

    expect({
      updated: plan.updates.map(({ id }) => id),
      repointed: plan.repointed,
      kept: plan.keptEdits,
    }).toEqual({
      updated: outcome === 'updated' || outcome === 'repointed' ? ['a-1'] : [],
      repointed: outcome === 'repointed' ? ['a-1'] : [],
      kept: outcome === 'kept' ? ['a-1'] : [],
    });
  });

  it('never removes a stored trick the shipped catalogue no longer has', () => {
    const plan = planCatalogueMerge([stored(entry('a-1')), stored(entry('a-2'))], [entry('a-1')]);
    expect(plan).toMatchObject({ inserts: [], updates: [], unchanged: 1 });
  });
});
