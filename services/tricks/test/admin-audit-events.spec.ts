import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import {
  type ProgressChangedV1,
  type ProgressRemovedV1,
  type TrickChangedV1,
  TRICKS_EVENTS,
  TRICKS_RPC,
} from '@boonies/contracts/tricks';
import { randomUUID } from 'node:crypto';
import { callerFor, TricksTestService } from './support/tricks-test-service';

/**
 * What the admin audit log reads from this service's events: each admin action is one event marked
 * `asAdmin`, naming what it touched and whose it is; what follows from it (scores, cleared records) is not.
 */
describe('tricks: the audit marks on admin actions', () => {
  let tricks: TricksTestService;
  const adminId = randomUUID();
  const admin = callerFor(adminId, true);

  beforeAll(async () => {
    tricks = await TricksTestService.start('tricks_audit');
  });

  afterAll(() => tricks?.stop());

  const envelopes = async <T>(definition: EventDefinition, mine: (data: T) => boolean) =>
    (await tricks.outboxRows<T>(definition)).map(({ envelope }) => envelope).filter(({ data }) => mine(data));
  const learn = (userId: string, trickId: string) =>
    tricks.call(TRICKS_RPC.setLearned, { userId, trickId, learned: true }, callerFor(userId));
  const marked = (envelope: EventEnvelope) => envelope.asAdmin === true;

  it("marks an admin removing a user's progress once, and leaves what follows from it unmarked", async () => {
    const skater = randomUUID();
    await learn(skater, 'fix-1');
    await learn(skater, 'fix-2');
    await tricks.call(TRICKS_RPC.clearProgress, { userId: skater }, admin);

    const [removal] = await envelopes<ProgressRemovedV1>(
      TRICKS_EVENTS.progressRemoved,
      (d) => d.userId === skater,
    );
    expect(removal).toMatchObject({
      actorId: adminId,
      asAdmin: true,
      target: { type: 'progress', id: skater, ownerId: skater },
      data: { userId: skater, removed: 2 },
    });
    const changes = await envelopes<ProgressChangedV1>(
      TRICKS_EVENTS.progressChanged,
      (d) => d.userId === skater,
    );
    expect(changes).toHaveLength(4);
    expect(changes.filter(marked)).toEqual([]);
    const scores = await envelopes<{ userId: string }>(
      TRICKS_EVENTS.scoreChanged,
      (d) => d.userId === skater,
    );
    expect(scores.filter(marked)).toEqual([]);
  });

  it('announces a removal even when there was nothing to remove, so the action is still audited', async () => {
    const skater = randomUUID();
    await tricks.call(TRICKS_RPC.clearProgress, { userId: skater }, admin);
    const [removal] = await envelopes<ProgressRemovedV1>(
      TRICKS_EVENTS.progressRemoved,
      (d) => d.userId === skater,
    );
    expect(removal).toMatchObject({ asAdmin: true, data: { removed: 0 } });
  });

  it("marks an admin setting or verifying someone else's record, but not the owner's own change", async () => {
    const skater = randomUUID();
    await learn(skater, 'fix-3');
    await tricks.call(TRICKS_RPC.setUserProgress, { userId: skater, trickId: 'fix-4', learned: true }, admin);
    const [record] = await tricks.call(TRICKS_RPC.unverified, { userId: skater }, admin);
    await tricks.call(TRICKS_RPC.verifyProgress, { id: record.id }, admin);

    const changes = await envelopes<ProgressChangedV1>(
      TRICKS_EVENTS.progressChanged,
      (d) => d.userId === skater,
    );
    expect(
      changes.map(({ asAdmin, target, data }) => [data.trickId, data.verified, asAdmin, target]),
    ).toEqual([
      ['fix-3', false, undefined, undefined],
      ['fix-4', false, true, { type: 'progress', id: `${skater}/fix-4`, ownerId: skater }],
      [record.trickId, true, true, { type: 'progress', id: `${skater}/${record.trickId}`, ownerId: skater }],
    ]);
  });

  it('marks each trick an admin adds to the catalogue, which belongs to no one', async () => {
    const created = await tricks.call(
      TRICKS_RPC.create,
      { name: `Audit Flip ${randomUUID().slice(0, 6)}`, category: 'flip-tricks', difficulty: '2' },
      admin,
    );
    const [announced] = await envelopes<TrickChangedV1>(
      TRICKS_EVENTS.trickChanged,
      (d) => d.trickId === created.id,
    );
    expect(announced).toMatchObject({
      actorId: adminId,
      asAdmin: true,
      target: { type: 'trick', id: created.id, ownerId: null },
    });
  });

  it('marks each trick an admin imports, one entry per trick', async () => {
    const content = JSON.stringify([
      { id: 'aud-1', name: 'Audit Impossible', category: 'flip-tricks', difficulty: 'Expert' },
      { id: 'aud-2', name: 'Audit Casper', category: 'street', difficulty: 'Beginner' },
    ]);
    const report = await tricks.call(TRICKS_RPC.import, { format: 'json', content, dryRun: false }, admin);
    expect(report).toMatchObject({ created: 2 });
    const imported = await envelopes<TrickChangedV1>(TRICKS_EVENTS.trickChanged, (d) =>
      d.trickId.startsWith('aud-'),
    );
    expect(imported.map(({ asAdmin, target }) => [asAdmin, target])).toEqual([
      [true, { type: 'trick', id: 'aud-1', ownerId: null }],
      [true, { type: 'trick', id: 'aud-2', ownerId: null }],
    ]);
  });

  it('marks a progress change made in puppet mode with the real admin and the puppet', async () => {
    const puppet = { ...callerFor(randomUUID()), actingAdminId: adminId };
    await tricks.call(
      TRICKS_RPC.setLearned,
      { userId: puppet.userId, trickId: 'fix-2', learned: true },
      puppet,
    );
    const changes = await envelopes<ProgressChangedV1>(
      TRICKS_EVENTS.progressChanged,
      (d) => d.userId === puppet.userId && d.trickId === 'fix-2',
    );
    expect(changes.map(({ actorId, actingAs, asAdmin }) => [actorId, actingAs, asAdmin])).toEqual([
      [adminId, puppet.userId, undefined],
    ]);
  });
});
