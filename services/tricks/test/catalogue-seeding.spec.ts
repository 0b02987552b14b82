import {
  type ScoreChangedV1,
  type TrickChangedV1,
  TRICKS_EVENTS,
  TRICKS_RPC,
} from '@boonies/contracts/tricks';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { CatalogueSeeder } from '../src/catalogue/catalogue-seeder.service';
import { readCatalogue } from '../src/catalogue/catalogue-source';
import { SHIPPED_CATALOGUE_DIR } from '../src/config/tricks.config';
import { catalogueEntry, FIXTURE_CATALOGUE, writeCatalogue } from './support/catalogue-fixture';
import { callerFor, TricksTestService } from './support/tricks-test-service';

describe('catalogue seeding', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);

  beforeAll(async () => {
    tricks = await TricksTestService.start('catalogue_seeding');
  });

  afterAll(() => tricks?.stop());

  const seeder = () => tricks.app.get(CatalogueSeeder);
  const seedFrom = async (entries: Parameters<typeof writeCatalogue>[0]) => {
    const directory = writeCatalogue(entries);
    try {
      return await seeder().seedFrom(directory);
    } finally {
      rmSync(directory, { recursive: true });
    }
  };
  /** The `trick-changed` events written so far, oldest first. */
  const trickAnnouncements = async () =>
    (await tricks.outboxRows<TrickChangedV1>(TRICKS_EVENTS.trickChanged)).map(
      ({ envelope }) => envelope.data,
    );
  const storedVersions = async () =>
    (await tricks.dataSource.query('SELECT count(*)::int AS count FROM tricks.catalogue_versions'))[0].count;

  it('seeds the catalogue at start and serves it in id order, each trick with its worth', async () => {
    const { version, tricks: catalogue } = await tricks.call(TRICKS_RPC.catalogue, {});

    expect(version).toMatch(/^[\w-]{22}$/);
    expect(catalogue.map(({ id, points }) => [id, points])).toEqual([
      ['fix-1', 10],
      ['fix-2', 20],
      ['fix-3', 30],
      ['fix-4', 50],
      ['fix-5', 100],
      ['fix-6', 15],
    ]);
    expect(catalogue[1]).toEqual({
      ...FIXTURE_CATALOGUE[1],
      aliases: [],
      videoUrl: null,
      points: 20,
    });
    expect(await tricks.call(TRICKS_RPC.catalogueVersion, {})).toEqual({ version });
  });

  it('announces every entry of the first catalogue, each in its own trick-changed event', async () => {
    expect(await trickAnnouncements()).toEqual([
      { trickId: 'fix-1', name: 'Ollie', category: 'fundamentals', points: 10 },
      { trickId: 'fix-2', name: 'Kickflip', category: 'fundamentals', points: 20 },
      { trickId: 'fix-3', name: 'Heelflip', category: 'fundamentals', points: 30 },
      { trickId: 'fix-4', name: 'Hardflip', category: 'fundamentals', points: 50 },
      { trickId: 'fix-5', name: 'Laser Flip', category: 'fundamentals', points: 100 },
      { trickId: 'fix-6', name: 'Manual', category: 'fundamentals', points: 15 },
    ]);
    const [row] = await tricks.outboxRows(TRICKS_EVENTS.trickChanged);
    expect(row.envelope).toMatchObject({ type: 'tricks.trick-changed', version: 1, producer: 'tricks' });
  });

  it('applies a version once, however many replicas start with it together', async () => {
    const [fix1, fix2, fix3, fix4, fix5, fix6] = FIXTURE_CATALOGUE;
    const newer = [fix1, fix2, fix3, fix4, fix5, { ...fix6, setup: ['Roll slowly on smooth ground first.'] }];

    const reports = await Promise.all([1, 2, 3].map(() => seedFrom(newer)));

    expect(reports.filter((report) => report?.applied)).toEqual([expect.objectContaining({ updated: 1 })]);
    expect(await storedVersions()).toBe(2);
    expect(await seedFrom(newer)).toMatchObject({ applied: false });
    // Only the changed entry is announced again, and only by the replica that applied the version.
    expect((await trickAnnouncements()).slice(6)).toEqual([
      { trickId: 'fix-6', name: 'Manual', category: 'fundamentals', points: 15 },
    ]);
  });

  it('announces nothing when a version changes no entry, even if its record was lost', async () => {
    const before = await trickAnnouncements();
    const [fix1, fix2, fix3, fix4, fix5, fix6] = FIXTURE_CATALOGUE;
    const current = [
      fix1,
      fix2,
      fix3,
      fix4,
      fix5,
      { ...fix6, setup: ['Roll slowly on smooth ground first.'] },
    ];
    await tricks.dataSource.query(
      'DELETE FROM tricks.catalogue_versions WHERE applied_at = (SELECT max(applied_at) FROM tricks.catalogue_versions)',
    );

    expect(await seedFrom(current)).toMatchObject({ applied: true, inserted: 0, updated: 0 });
    expect(await trickAnnouncements()).toEqual(before);
  });

  it('changes nothing and announces nothing when the service starts again', async () => {
    const before = await tricks.dataSource.query('SELECT id, updated_at FROM tricks.tricks ORDER BY id');
    const announcedBefore = await trickAnnouncements();
    const { database, routing } = tricks;
    await tricks.close();
    tricks = await TricksTestService.start('catalogue_seeding', { database, routing });

    expect(await tricks.dataSource.query('SELECT id, updated_at FROM tricks.tricks ORDER BY id')).toEqual(
      before,
    );
    expect(await storedVersions()).toBe(2);
    expect(await trickAnnouncements()).toEqual(announcedBefore);
  });

  it('merges a newer version: adds and updates entries, keeps admin edits and admin tricks, rescores learners', async () => {
    const announcedBefore = (await trickAnnouncements()).length;
    const skater = randomUUID();
    for (const trickId of ['fix-1', 'fix-3']) {
      await tricks.call(TRICKS_RPC.setLearned, { userId: skater, trickId, learned: true }, callerFor(skater));
    }
    await tricks.call(TRICKS_RPC.update, { id: 'fix-2', name: 'Kickflip (edited)' }, admin);
    const custom = await tricks.call(
      TRICKS_RPC.create,
      { name: 'Casper Slide', category: 'fundamentals', difficulty: 'Expert' },
      admin,
    );

    const [fix1, fix2, fix3, fix4, fix5] = FIXTURE_CATALOGUE;
    const report = await seedFrom([
      { ...fix1, points: 12 },
      { ...fix2, description: 'A new description that nobody should see for the kickflip.' },
      { ...fix3, description: 'The heelflip, described better than it was before today.' },
      fix4,
      fix5,
      catalogueEntry('fix-7', { name: 'Impossible' }),
    ]);

    expect(report).toMatchObject({ applied: true, inserted: 1, updated: 2, keptEdits: 1, rescoredUsers: 1 });
    const stored = await tricks.dataSource.query(
      'SELECT id, name, description, resolved_points, source FROM tricks.tricks ORDER BY id',
    );
    expect(stored).toEqual([
      { id: custom.id, name: 'Casper Slide', description: '', resolved_points: 50, source: 'admin' },
      expect.objectContaining({ id: 'fix-1', resolved_points: 12 }),
      expect.objectContaining({ id: 'fix-2', name: 'Kickflip (edited)', description: fix2.description }),
      expect.objectContaining({ id: 'fix-3', description: expect.stringContaining('described better') }),
      expect.objectContaining({ id: 'fix-4' }),
      expect.objectContaining({ id: 'fix-5' }),
      expect.objectContaining({ id: 'fix-6', source: 'catalogue' }),
      expect.objectContaining({ id: 'fix-7', source: 'catalogue' }),
    ]);
    expect(await tricks.call(TRICKS_RPC.score, { userId: skater }, callerFor(skater))).toMatchObject({
      privateScore: 42,
    });
    const announced = (await tricks.outboxRows<ScoreChangedV1>(TRICKS_EVENTS.scoreChanged)).map(
      ({ envelope }) => envelope.data,
    );
    expect(announced.at(-1)).toEqual({ userId: skater, privateScore: 42, publicScore: 0, level: 1 });
    // The admin's edit and new trick, then the catalogue's inserted and updated entries; kept edits are not.
    expect((await trickAnnouncements()).slice(announcedBefore)).toEqual([
      { trickId: 'fix-2', name: 'Kickflip (edited)', category: 'fundamentals', points: 20 },
      { trickId: custom.id, name: 'Casper Slide', category: 'fundamentals', points: 50 },
      { trickId: 'fix-7', name: 'Impossible', category: 'fundamentals', points: 10 },
      { trickId: 'fix-1', name: 'Ollie', category: 'fundamentals', points: 12 },
      { trickId: 'fix-3', name: 'Heelflip', category: 'fundamentals', points: 30 },
    ]);
    // The replica finds a trick added since its last load.
    expect(await tricks.call(TRICKS_RPC.get, { id: 'fix-7' })).toMatchObject({ name: 'Impossible' });
  });

  it('does not apply a catalogue that breaks the rules', async () => {
    const versions = await storedVersions();
    const announcedBefore = await trickAnnouncements();
    const report = await seedFrom([
      catalogueEntry('bad-1', { prerequisites: ['bad-9'] }),
      catalogueEntry('bad-1', { name: 'Twice' }),
    ]);

    expect(report).toBeNull();
    expect(await storedVersions()).toBe(versions);
    expect(await tricks.dataSource.query("SELECT id FROM tricks.tricks WHERE id = 'bad-1'")).toEqual([]);
    expect(await trickAnnouncements()).toEqual(announcedBefore);
  });

  it('accepts the shipped catalogue', async () => {
    const shipped = readCatalogue(SHIPPED_CATALOGUE_DIR);
    expect(shipped.entries.length).toBeGreaterThanOrEqual(400);

    const announcedBefore = (await trickAnnouncements()).length;

    expect(await seeder().seed(shipped)).toMatchObject({ applied: true, inserted: shipped.entries.length });
    const rows = (await tricks.outboxRows<TrickChangedV1>(TRICKS_EVENTS.trickChanged)).slice(announcedBefore);
    expect(rows.map(({ envelope }) => envelope.data.trickId)).toEqual(shipped.entries.map(({ id }) => id));
    // One small message per entry, far under NATS's 1 MB limit.
    const largest = Math.max(...rows.map(({ envelope }) => JSON.stringify(envelope).length));
    expect(largest).toBeLessThan(1024);
  });
});
