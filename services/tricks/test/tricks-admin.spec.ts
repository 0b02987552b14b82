import { errorOf } from '@boonies/testing';
import {
  type ScoreChangedV1,
  type TrickChangedV1,
  TRICKS_EVENTS,
  TRICKS_RPC,
  UNVERIFIED_LIST_SIZE,
} from '@boonies/contracts/tricks';
import { randomUUID } from 'node:crypto';
import { callerFor, TricksTestService } from './support/tricks-test-service';

describe('tricks, suggestions and the verification queue', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);

  beforeAll(async () => {
    tricks = await TricksTestService.start('tricks_admin');
  });

  afterAll(() => tricks?.stop());

  /** The `trick-changed` events written so far, oldest first. */
  const trickAnnouncements = async () =>
    (await tricks.outboxRows<TrickChangedV1>(TRICKS_EVENTS.trickChanged)).map(({ envelope }) => envelope);

  const learn = (userId: string, trickIds: string[]) =>
    Promise.all(
      trickIds.map((trickId) =>
        tricks.call(TRICKS_RPC.setLearned, { userId, trickId, learned: true }, callerFor(userId)),
      ),
    );

  describe('rpc.tricks.get', () => {
    it('answers one trick, or 404', async () => {
      expect(await tricks.call(TRICKS_RPC.get, { id: 'fix-6' })).toMatchObject({
        name: 'Manual',
        points: 15,
      });
      expect(await errorOf(tricks.call(TRICKS_RPC.get, { id: 'fix-99' }))).toEqual({
        code: 'NOT_FOUND',
        error: 'Trick not found',
      });
    });
  });

  describe('rpc.tricks.create', () => {
    const request = { name: 'Fakie Bigspin', category: 'flip-tricks', difficulty: '2' };

    it('lets an admin add a trick with the next custom id, into the served catalogue', async () => {
      const before = await tricks.call(TRICKS_RPC.catalogueVersion, {});
      const announcedBefore = (await trickAnnouncements()).length;
      const created = await tricks.call(
        TRICKS_RPC.create,
        {
          ...request,
          prerequisites: ['fix-1'],
          tips: 'Scoop the tail.\n\nLook over your shoulder.',
          videoUrl: '',
        },
        admin,
      );

      expect(created).toEqual({
        id: expect.stringMatching(/^custom-\d+$/),
        name: 'Fakie Bigspin',
        aliases: [],
        category: 'flip-tricks',
        difficulty: 'Intermediate',
        baseTrick: 'bigspin',
        stance: 'fakie',
        description: '',
        videoUrl: null,
        prerequisites: ['fix-1'],
        setup: [],
        steps: [],
        commonMistakes: [],
        proTips: ['Scoop the tail.', 'Look over your shoulder.'],
        points: 20,
      });
      expect(await tricks.call(TRICKS_RPC.catalogueVersion, {})).not.toEqual(before);
      expect((await tricks.call(TRICKS_RPC.catalogue, {})).tricks).toContainEqual(created);
      expect((await trickAnnouncements()).slice(announcedBefore)).toEqual([
        expect.objectContaining({
          actorId: admin.userId,
          data: { trickId: created.id, name: 'Fakie Bigspin', category: 'flip-tricks', points: 20 },
        }),
      ]);
    });

    it('refuses non-admins, unknown prerequisites and a taken name, announcing nothing', async () => {
      const announcedBefore = await trickAnnouncements();
      expect(await errorOf(tricks.call(TRICKS_RPC.create, request, callerFor(randomUUID())))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await errorOf(tricks.call(TRICKS_RPC.create, request))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(
        await errorOf(
          tricks.call(TRICKS_RPC.create, { ...request, name: 'New', prerequisites: ['fix-77'] }, admin),
        ),
      ).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'prerequisites',
        error: 'Unknown prerequisite trick id',
      });
      expect(
        await errorOf(tricks.call(TRICKS_RPC.create, { ...request, name: 'ollie' }, admin)),
      ).toMatchObject({
        code: 'CONFLICT',
        field: 'name',
      });
      expect(await trickAnnouncements()).toEqual(announcedBefore);
    });

    it('checks the body against the contract', async () => {
      const attempt = tricks.call(TRICKS_RPC.create, { ...request, points: 101 }, admin);
      expect(await errorOf(attempt)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'points' });
    });

    it('turns a non-admin away at the handler, before the body is even checked', async () => {
      const attempt = tricks.call(TRICKS_RPC.create, { ...request, points: 101 }, callerFor(randomUUID()));
      expect(await errorOf(attempt)).toEqual({ code: 'FORBIDDEN', error: 'Only admins can add tricks' });
    });
  });

  describe('rpc.tricks.update', () => {
    it("rescores the trick's learners when its worth changes, and marks it edited", async () => {
      const learner = randomUUID();
      await learn(learner, ['fix-3', 'fix-1']);
      const announcedBefore = (await trickAnnouncements()).length;

      const updated = await tricks.call(
        TRICKS_RPC.update,
        { id: 'fix-3', points: 45, difficulty: 'expert' },
        admin,
      );

      expect(updated).toMatchObject({ id: 'fix-3', difficulty: 'Expert', points: 45 });
      expect(await tricks.call(TRICKS_RPC.score, { userId: learner }, callerFor(learner))).toMatchObject({
        privateScore: 55,
      });
      const announced = (await tricks.outboxRows<ScoreChangedV1>(TRICKS_EVENTS.scoreChanged)).map(
        ({ envelope }) => envelope,
      );
      expect(announced.at(-1)).toMatchObject({
        actorId: admin.userId,
        data: { userId: learner, privateScore: 55 },
      });
      const [{ edited_at }] = await tricks.dataSource.query(
        "SELECT edited_at FROM tricks.tricks WHERE id = 'fix-3'",
      );
      expect(edited_at).toBeInstanceOf(Date);
      expect((await trickAnnouncements()).slice(announcedBefore)).toEqual([
        expect.objectContaining({
          actorId: admin.userId,
          data: { trickId: 'fix-3', name: 'Heelflip', category: 'fundamentals', points: 45 },
        }),
      ]);
    });

    it('announces a renamed trick with its new name', async () => {
      const announcedBefore = (await trickAnnouncements()).length;
      await tricks.call(TRICKS_RPC.update, { id: 'fix-6', name: 'Manual Roll' }, admin);

      expect((await trickAnnouncements()).slice(announcedBefore).map(({ data }) => data)).toEqual([
        { trickId: 'fix-6', name: 'Manual Roll', category: 'fundamentals', points: 15 },
      ]);
    });

    it('refuses prerequisites that lead back to the trick, an unknown trick and non-admins', async () => {
      const announcedBefore = await trickAnnouncements();
      expect(
        await errorOf(tricks.call(TRICKS_RPC.update, { id: 'fix-1', prerequisites: ['fix-4'] }, admin)),
      ).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'prerequisites',
        error: 'Prerequisites cannot lead back to the trick itself',
      });
      expect(await errorOf(tricks.call(TRICKS_RPC.update, { id: 'fix-99', name: 'X' }, admin))).toMatchObject(
        {
          code: 'NOT_FOUND',
        },
      );
      expect(
        await errorOf(tricks.call(TRICKS_RPC.update, { id: 'fix-1', name: 'X' }, callerFor(randomUUID()))),
      ).toMatchObject({ code: 'FORBIDDEN' });
      expect(await trickAnnouncements()).toEqual(announcedBefore);
    });
  });

  describe('rpc.tricks.suggestions', () => {
    it('suggests unlearned tricks whose prerequisites are learned, easiest first, then by name', async () => {
      const skater = randomUUID();
      await learn(skater, ['fix-1']);

      const suggested = await tricks.call(TRICKS_RPC.suggestions, { userId: skater }, callerFor(skater));

      expect(suggested.map(({ id, difficulty }) => [id, difficulty])).toEqual([
        ['fix-6', 'Beginner'],
        [expect.stringMatching(/^custom-/), 'Intermediate'], // Fakie Bigspin
        ['fix-2', 'Intermediate'], // Kickflip
        ['fix-3', 'Expert'],
      ]);
    });

    it('has none for brands', async () => {
      const brand = await tricks.registerUser({ isBrand: true });
      expect(
        await tricks.call(TRICKS_RPC.suggestions, { userId: brand.userId }, callerFor(brand.userId)),
      ).toEqual([]);
    });
  });

  describe('the verification queue', () => {
    it('lists learned, unverified tricks oldest first, at most 20, optionally for one user (admin)', async () => {
      const patient = await tricks.registerUser({ username: 'patient' });
      await learn(patient.userId, ['fix-5']);
      const busy = randomUUID();
      for (const trickId of ['fix-1', 'fix-2', 'fix-4', 'fix-5', 'fix-6']) await learn(busy, [trickId]);
      await tricks.dataSource.query(
        "UPDATE tricks.progress SET learned_at = now() - interval '1 year' WHERE user_id = $1",
        [patient.userId],
      );

      const queue = await tricks.call(TRICKS_RPC.unverified, {}, admin);
      expect(queue.length).toBeLessThanOrEqual(UNVERIFIED_LIST_SIZE);
      expect(queue[0]).toEqual({
        id: expect.any(String),
        userId: patient.userId,
        username: 'patient',
        trickId: 'fix-5',
        trickName: 'Laser Flip',
        points: 100,
        learnedAt: expect.any(String),
      });
      const forBusy = await tricks.call(TRICKS_RPC.unverified, { userId: busy }, admin);
      expect(forBusy.map(({ trickId }) => trickId).sort()).toEqual([
        'fix-1',
        'fix-2',
        'fix-4',
        'fix-5',
        'fix-6',
      ]);
      expect(await errorOf(tricks.call(TRICKS_RPC.unverified, {}, callerFor(busy)))).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it('verifies a learned record (admin), which then counts publicly', async () => {
      const skater = randomUUID();
      await learn(skater, ['fix-2']);
      const [record] = await tricks.call(TRICKS_RPC.unverified, { userId: skater }, admin);

      expect(
        await errorOf(tricks.call(TRICKS_RPC.verifyProgress, { id: record.id }, callerFor(skater))),
      ).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await tricks.call(TRICKS_RPC.verifyProgress, { id: record.id }, admin)).toMatchObject({
        userId: skater,
        trickId: 'fix-2',
        learned: true,
        verified: true,
      });
      expect(await tricks.call(TRICKS_RPC.unverified, { userId: skater }, admin)).toEqual([]);
      expect(await tricks.call(TRICKS_RPC.score, { userId: skater }, callerFor(skater))).toMatchObject({
        publicScore: 20,
      });
      const [{ verified_by }] = await tricks.dataSource.query(
        'SELECT verified_by FROM tricks.progress WHERE id = $1',
        [record.id],
      );
      expect(verified_by).toBe(admin.userId);
    });

    it('refuses an unlearned record with 409 and an unknown one with 404', async () => {
      const skater = randomUUID();
      await learn(skater, ['fix-1']);
      await tricks.call(
        TRICKS_RPC.setLearned,
        { userId: skater, trickId: 'fix-1', learned: false },
        callerFor(skater),
      );
      const [{ id }] = await tricks.dataSource.query('SELECT id FROM tricks.progress WHERE user_id = $1', [
        skater,
      ]);

      expect(await errorOf(tricks.call(TRICKS_RPC.verifyProgress, { id }, admin))).toEqual({
        code: 'CONFLICT',
        error: 'Only a learned trick can be verified',
      });
      expect(
        await errorOf(tricks.call(TRICKS_RPC.verifyProgress, { id: randomUUID() }, admin)),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });
});
