import {
  TRICK_IMPORT_CSV_COLUMNS,
  type TrickChangedV1,
  TRICKS_EVENTS,
  TRICKS_RPC,
} from '@boonies/contracts/tricks';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { catalogueEntry, FIXTURE_CATALOGUE } from './support/catalogue-fixture';
import { callerFor, TricksTestService } from './support/tricks-test-service';

describe('trick aliases', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);

  beforeAll(async () => {
    tricks = await TricksTestService.start('trick_aliases', {
      catalogue: [
        ...FIXTURE_CATALOGUE,
        catalogueEntry('fix-7', { name: '360 Flip', aliases: ['Tre Flip', '3 Flip'] }),
        catalogueEntry('fix-8', { name: '50-50 Grind', aliases: ['Fifty-Fifty'] }),
      ],
    });
  });

  afterAll(() => tricks?.stop());

  it('seeds them from the catalogue and serves them with the trick, an empty list where there are none', async () => {
    expect(await tricks.call(TRICKS_RPC.get, { id: 'fix-7' })).toMatchObject({
      name: '360 Flip',
      aliases: ['Tre Flip', '3 Flip'],
    });
    const { tricks: catalogue } = await tricks.call(TRICKS_RPC.catalogue, {});
    expect(catalogue.find((trick) => trick.id === 'fix-8')?.aliases).toEqual(['Fifty-Fifty']);
    expect(catalogue.find((trick) => trick.id === 'fix-1')?.aliases).toEqual([]);
    const [row] = await tricks.query<{ aliases: string[] }>(
      `SELECT aliases FROM tricks.tricks WHERE id = 'fix-7'`,
    );
    expect(row.aliases).toEqual(['Tre Flip', '3 Flip']);
  });

  it('lets an admin set them on a new trick, trimmed, without repeats or the name itself', async () => {
    const created = await tricks.call(
      TRICKS_RPC.create,
      {
        name: 'Varial Kickflip',
        category: 'flip-tricks',
        difficulty: 'Intermediate',
        aliases: [' Varial Flip ', 'varial-flip', 'Var Flip', '', 'varial kickflip'],
      },
      admin,
    );
    expect(created.aliases).toEqual(['Varial Flip', 'Var Flip']);
  });

  it('replaces them on an edit, and keeps them when the edit leaves them out', async () => {
    const renamed = await tricks.call(
      TRICKS_RPC.update,
      { id: 'fix-8', aliases: ['Fifty Fifty', '5050'] },
      admin,
    );
    expect(renamed.aliases).toEqual(['Fifty Fifty', '5050']);
    const repointed = await tricks.call(TRICKS_RPC.update, { id: 'fix-8', points: 25 }, admin);
    expect(repointed.aliases).toEqual(['Fifty Fifty', '5050']);
  });

  it('refuses aliases that are not a short list of short names', async () => {
    const tooMany = Array.from({ length: 11 }, (_, n) => `Alias ${n}`);
    for (const aliases of [tooMany, ['x'.repeat(81)], 'Tre Flip', [3]]) {
      expect(
        await errorOf(tricks.call(TRICKS_RPC.update, { id: 'fix-7', aliases } as never, admin)),
      ).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await tricks.call(TRICKS_RPC.get, { id: 'fix-7' })).aliases).toEqual(['Tre Flip', '3 Flip']);
  });

  it('imports them from JSON and from the CSV column, separated by |', async () => {
    const announcedBefore = (await tricks.announced<TrickChangedV1>(TRICKS_EVENTS.trickChanged)).length;
    const json = JSON.stringify([
      { id: 'ali-1', name: 'Impossible', category: 'flip-tricks', difficulty: 'Expert', aliases: ['Wrap'] },
    ]);
    expect(
      await tricks.call(TRICKS_RPC.import, { format: 'json', content: json, dryRun: false }, admin),
    ).toMatchObject({ created: 1, rejected: [] });
    expect((await tricks.call(TRICKS_RPC.get, { id: 'ali-1' })).aliases).toEqual(['Wrap']);

    const cells: Record<string, string> = {
      id: 'ali-2',
      name: 'Nosegrind',
      category: 'grinds',
      difficulty: '2',
      aliases: 'Nose Grind|Front Truck Grind',
    };
    const csv = [
      TRICK_IMPORT_CSV_COLUMNS.join(','),
      TRICK_IMPORT_CSV_COLUMNS.map((column) => cells[column] ?? '').join(','),
    ].join('\r\n');
    expect(
      await tricks.call(TRICKS_RPC.import, { format: 'csv', content: csv, dryRun: false }, admin),
    ).toMatchObject({ created: 1, rejected: [] });
    // "Nose Grind" is the name itself, spaced differently: it adds nothing to a search.
    expect((await tricks.call(TRICKS_RPC.get, { id: 'ali-2' })).aliases).toEqual(['Front Truck Grind']);

    // The same file again is no change: aliases take part in the comparison.
    expect(
      await tricks.call(TRICKS_RPC.import, { format: 'csv', content: csv, dryRun: true }, admin),
    ).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect((await tricks.announced<TrickChangedV1>(TRICKS_EVENTS.trickChanged)).length).toBe(
      announcedBefore + 2,
    );
  });
});
