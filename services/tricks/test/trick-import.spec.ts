import {
  TRICK_IMPORT_CSV_COLUMNS,
  type TrickChangedV1,
  TRICKS_EVENTS,
  TRICKS_RPC,
} from '@boonies/contracts/tricks';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, TricksTestService } from './support/tricks-test-service';

describe('rpc.tricks.import', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);

  beforeAll(async () => {
    tricks = await TricksTestService.start('trick_import');
  });

  afterAll(() => tricks?.stop());

  const trickRows = () => tricks.query<{ id: string }>('SELECT id FROM tricks.tricks ORDER BY id');
  const announced = () => tricks.announced<TrickChangedV1>(TRICKS_EVENTS.trickChanged);

  const FILE = JSON.stringify([
    {
      id: 'imp-1',
      name: 'Impossible',
      category: 'flip-tricks',
      difficulty: 'Expert',
      prerequisites: ['fix-1'],
    },
    {
      id: 'imp-2',
      name: 'Nollie Impossible',
      category: 'flip-tricks',
      difficulty: '5',
      prerequisites: ['imp-1'],
    },
    { id: 'fix-6', name: 'Manual', category: 'manuals', difficulty: 'Beginner', points: 40 },
    { name: 'No Comply', category: 'street', difficulty: 'Beginner' },
    { id: 'imp-3', name: 'Loop', category: 'street', difficulty: 'Elite', prerequisites: ['imp-9'] },
  ]);

  it('previews a file without writing anything', async () => {
    const rowsBefore = await trickRows();
    const eventsBefore = (await announced()).length;

    const report = await tricks.call(
      TRICKS_RPC.import,
      { format: 'json', content: FILE, dryRun: true },
      admin,
    );

    expect(report).toMatchObject({ dryRun: true, total: 5, created: 3, updated: 1, unchanged: 0 });
    expect(report.rejected).toEqual([
      { row: 5, id: 'imp-3', name: 'Loop', problems: ['Unknown prerequisite trick id: imp-9'] },
    ]);
    expect(report.rows.map(({ action, id }) => [action, id])).toEqual([
      ['create', 'imp-1'],
      ['create', 'imp-2'],
      ['update', 'fix-6'],
      ['create', null],
      ['reject', 'imp-3'],
    ]);
    expect(await trickRows()).toEqual(rowsBefore);
    expect((await announced()).length).toBe(eventsBefore);
  });

  it('applies a file: creates and updates through the editor rules, announcing each trick', async () => {
    const eventsBefore = (await announced()).length;

    const report = await tricks.call(
      TRICKS_RPC.import,
      { format: 'json', content: FILE, dryRun: false },
      admin,
    );

    expect(report).toMatchObject({ dryRun: false, created: 3, updated: 1, unchanged: 0 });
    const custom = report.rows[3].id;
    expect(custom).toMatch(/^custom-\d+$/);
    expect(await tricks.call(TRICKS_RPC.get, { id: 'imp-2' })).toMatchObject({
      name: 'Nollie Impossible',
      difficulty: 'Elite',
      stance: 'nollie',
      prerequisites: ['imp-1'],
      points: 100,
    });
    expect(await tricks.call(TRICKS_RPC.get, { id: 'fix-6' })).toMatchObject({ name: 'Manual', points: 40 });
    const [source] = await tricks.query<{ source: string }>(
      `SELECT source FROM tricks.tricks WHERE id = 'imp-1'`,
    );
    expect(source).toEqual({ source: 'admin' });
    expect((await announced()).slice(eventsBefore).map(({ trickId }) => trickId)).toEqual([
      'imp-1',
      'imp-2',
      'fix-6',
      custom,
    ]);
    const catalogue = await tricks.call(TRICKS_RPC.catalogue, {});
    expect(catalogue.tricks.map(({ id }) => id)).toEqual(expect.arrayContaining(['imp-1', 'imp-2', custom]));
  });

  it('is idempotent: the same file again changes nothing and announces nothing', async () => {
    const eventsBefore = (await announced()).length;

    const report = await tricks.call(
      TRICKS_RPC.import,
      { format: 'json', content: FILE, dryRun: false },
      admin,
    );

    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(report.rows.slice(0, 4).every(({ action, changed }) => action === 'update' && !changed)).toBe(
      true,
    );
    expect((await announced()).length).toBe(eventsBefore);
  });

  it('applies CSV in chunks given by offset and limit', async () => {
    const csv = [
      TRICK_IMPORT_CSV_COLUMNS.join(','),
      'csv-1,Boneless,street,Beginner,,"Grab, plant, jump.",,,,Plant|Grab|Jump,,',
      'csv-2,Fastplant,street,2,,,https://example.com/v,csv-1,,,,',
      'csv-3,Wallie,street,3,,,,csv-2,,,,',
    ].join('\r\n');
    const apply = (offset: number) =>
      tricks.call(TRICKS_RPC.import, { format: 'csv', content: csv, dryRun: false, offset, limit: 2 }, admin);

    const first = await apply(0);
    expect(first).toMatchObject({ total: 3, created: 2 });
    expect(first.rows.map(({ row }) => row)).toEqual([1, 2]);
    expect(await tricks.call(TRICKS_RPC.get, { id: 'csv-1' })).toMatchObject({
      description: 'Grab, plant, jump.',
      steps: ['Plant', 'Grab', 'Jump'],
    });
    expect(await errorOf(tricks.call(TRICKS_RPC.get, { id: 'csv-3' }))).toMatchObject({ code: 'NOT_FOUND' });

    const second = await apply(2);
    expect(second).toMatchObject({ created: 1, rows: [{ row: 3, action: 'create', id: 'csv-3' }] });
    expect(await tricks.call(TRICKS_RPC.get, { id: 'csv-2' })).toMatchObject({
      videoUrl: 'https://example.com/v',
      prerequisites: ['csv-1'],
    });
  });

  it('refuses files it cannot read, and everyone but admins', async () => {
    expect(
      await errorOf(tricks.call(TRICKS_RPC.import, { format: 'json', content: '[{', dryRun: true }, admin)),
    ).toEqual({ code: 'VALIDATION_FAILED', error: 'The file is not valid JSON', field: 'content' });
    expect(
      await errorOf(
        tricks.callUnchecked(TRICKS_RPC.import, { format: 'xml', content: '', dryRun: true }, admin),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'format' });
    expect(
      await errorOf(
        tricks.call(
          TRICKS_RPC.import,
          { format: 'json', content: FILE, dryRun: true },
          callerFor(randomUUID()),
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await errorOf(tricks.call(TRICKS_RPC.import, { format: 'json', content: FILE, dryRun: true })),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
