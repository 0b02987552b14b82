import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  SPONSORSHIP_MESSAGES,
  type SponsorshipChangedV1,
  type SponsorshipDto,
  SPONSORSHIPS_EVENTS,
  SPONSORSHIPS_RPC,
} from '@boonies/contracts/sponsorships';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, SponsorshipsTestService } from './support/sponsorships-test-service';

describe('sponsorships service', () => {
  let service: SponsorshipsTestService;
  let brand: UserProfileChangedV1;
  let otherBrand: UserProfileChangedV1;
  let skater: UserProfileChangedV1;
  let moderator: UserProfileChangedV1;

  beforeAll(async () => {
    service = await SponsorshipsTestService.start('rpc');
    brand = await service.registerUser({
      username: 'boonies-boards',
      isBrand: true,
      profilePicture: 'https://img/b.png',
    });
    otherBrand = await service.registerUser({ isBrand: true });
    skater = await service.registerUser();
    moderator = await service.registerUser({ isAdmin: true });
  });

  afterAll(() => service?.stop());

  const as = (user: UserProfileChangedV1, isAdmin = user.isAdmin) => callerFor(user.userId, isAdmin);
  const athlete = (overrides: Partial<UserProfileChangedV1> = {}) =>
    service.registerUser({ proStatus: true, ...overrides });
  const request = (from: UserProfileChangedV1, athleteId: string) =>
    service.call(SPONSORSHIPS_RPC.request, { userId: athleteId, status: 'pending' }, as(from));
  const answer = (by: UserProfileChangedV1, id: string, status: 'accepted' | 'rejected', isAdmin?: boolean) =>
    service.call(SPONSORSHIPS_RPC.answer, { id, status }, as(by, isAdmin));
  const remove = (by: UserProfileChangedV1, brandId: string, athleteId: string) =>
    service.call(SPONSORSHIPS_RPC.remove, { brandId, athleteId }, as(by));
  /** The `sponsorship-changed` payloads about one athlete, oldest first. */
  const changesOf = async (athleteId: string) =>
    (await service.announced<SponsorshipChangedV1>(SPONSORSHIPS_EVENTS.sponsorshipChanged)).filter(
      (change) => change.athleteId === athleteId,
    );
  const rowsOf = (athleteId: string) =>
    service.dataSource.query('SELECT status FROM sponsorships.sponsorships WHERE athlete_id = $1', [
      athleteId,
    ]);

  describe('requesting', () => {
    it('accepts { userId, status }: the brand is the caller; the request is announced as pending', async () => {
      const a = await athlete({ profilePicture: 'https://img/a.png' });
      const created = await request(brand, a.userId);

      expect(created).toEqual<SponsorshipDto>({
        id: expect.any(String),
        brandId: brand.userId,
        athleteId: a.userId,
        status: 'pending',
        createdAt: expect.any(String),
        updatedAt: created.createdAt,
        brand: { id: brand.userId, username: 'boonies-boards', profilePicture: 'https://img/b.png' },
        athlete: {
          id: a.userId,
          username: a.username,
          profilePicture: 'https://img/a.png',
          proStatus: true,
          amateurStatus: false,
          flowStatus: false,
        },
      });
      expect(await changesOf(a.userId)).toEqual([
        {
          sponsorshipId: created.id,
          brandId: brand.userId,
          athleteId: a.userId,
          status: 'pending',
          changedAt: created.createdAt,
        },
      ]);
      const [row] = await service
        .outboxRows(SPONSORSHIPS_EVENTS.sponsorshipChanged)
        .then((rows) =>
          rows.filter(({ envelope }) => (envelope.data as SponsorshipChangedV1).sponsorshipId === created.id),
        );
      expect(row.envelope).toMatchObject({ producer: 'sponsorships', actorId: brand.userId });
    });

    it('accepts { brand_id, user_id, status } with the signed-in brand as brand_id, and a bare { user_id }', async () => {
      const [first, second] = [await athlete(), await athlete()];
      const created = await service.call(
        SPONSORSHIPS_RPC.request,
        { brand_id: brand.userId, user_id: first.userId, status: 'pending' },
        as(brand),
      );
      expect(created).toMatchObject({ brandId: brand.userId, athleteId: first.userId, status: 'pending' });
      const bare = await service.call(SPONSORSHIPS_RPC.request, { user_id: second.userId }, as(brand));
      expect(bare).toMatchObject({ brandId: brand.userId, athleteId: second.userId, status: 'pending' });
    });

    it('never takes the brand from the body: another brand_id is refused and nothing is written', async () => {
      const a = await athlete();
      const spoofed = service.call(
        SPONSORSHIPS_RPC.request,
        { brand_id: otherBrand.userId, user_id: a.userId, status: 'pending' },
        as(brand),
      );
      expect(await errorOf(spoofed)).toEqual({
        code: 'FORBIDDEN',
        error: SPONSORSHIP_MESSAGES.notAsYourself,
      });
      // A skater naming a real brand is still no brand.
      const borrowed = service.call(
        SPONSORSHIPS_RPC.request,
        { brand_id: brand.userId, user_id: a.userId },
        as(skater),
      );
      expect(await errorOf(borrowed)).toEqual({ code: 'FORBIDDEN', error: SPONSORSHIP_MESSAGES.brandsOnly });
      expect(await rowsOf(a.userId)).toEqual([]);
      expect(await changesOf(a.userId)).toEqual([]);
    });

    it('only brands may request: a skater, an admin, and an account the projection does not know', async () => {
      const a = await athlete();
      for (const caller of [as(skater), as(moderator), callerFor(randomUUID())]) {
        expect(await errorOf(service.call(SPONSORSHIPS_RPC.request, { userId: a.userId }, caller))).toEqual({
          code: 'FORBIDDEN',
          error: 'Only brand accounts can send sponsorship requests',
        });
      }
      expect(await changesOf(a.userId)).toEqual([]);
    });

    it('never to a brand account, naming the field sent', async () => {
      expect(await errorOf(request(brand, otherBrand.userId))).toEqual({
        code: 'VALIDATION_FAILED',
        error: 'Cannot send sponsorship requests to brand accounts',
        field: 'userId',
      });
      expect(
        await errorOf(service.call(SPONSORSHIPS_RPC.request, { user_id: otherBrand.userId }, as(brand))),
      ).toMatchObject({ error: SPONSORSHIP_MESSAGES.toBrand, field: 'user_id' });
      expect(await changesOf(otherBrand.userId)).toEqual([]);
    });

    it('not to yourself, nor to an unknown or deactivated account', async () => {
      expect(await errorOf(request(brand, brand.userId))).toEqual({
        code: 'FORBIDDEN',
        error: SPONSORSHIP_MESSAGES.toSelf,
      });
      expect(await errorOf(request(brand, randomUUID()))).toEqual({
        code: 'NOT_FOUND',
        error: SPONSORSHIP_MESSAGES.unknownAthlete,
      });
      const gone = await athlete({ isActive: false });
      expect(await errorOf(request(brand, gone.userId))).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('a duplicate pending or accepted pair is 409 Already exists; a rejected pair may be asked again', async () => {
      const a = await athlete();
      const first = await request(brand, a.userId);
      expect(await errorOf(request(brand, a.userId))).toEqual({ code: 'CONFLICT', error: 'Already exists' });

      await answer(a, first.id, 'accepted');
      expect(await errorOf(request(brand, a.userId))).toEqual({ code: 'CONFLICT', error: 'Already exists' });

      // Another brand may ask the same athlete.
      await request(otherBrand, a.userId);

      const b = await athlete();
      const declined = await request(brand, b.userId);
      await answer(b, declined.id, 'rejected');
      const again = await request(brand, b.userId);
      expect(again.id).not.toBe(declined.id);
      expect(again.status).toBe('pending');
      expect((await changesOf(b.userId)).map(({ status }) => status)).toEqual([
        'pending',
        'rejected',
        'pending',
      ]);
    });

    it('two concurrent requests for one pair: exactly one gets in', async () => {
      const a = await athlete();
      const outcomes = await Promise.allSettled([request(brand, a.userId), request(brand, a.userId)]);
      expect(outcomes.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await rowsOf(a.userId)).toEqual([{ status: 'pending' }]);
      expect(await changesOf(a.userId)).toHaveLength(1);
    });

    it.each<[string, object, string, string]>([
      [
        'both athlete ids',
        { userId: randomUUID(), user_id: randomUUID() },
        'user_id',
        SPONSORSHIP_MESSAGES.oneAthleteId,
      ],
      ['no athlete id', { status: 'pending' }, 'userId', SPONSORSHIP_MESSAGES.athleteId],
      ['an athlete id that is not a UUID', { userId: 'kickflip' }, 'userId', SPONSORSHIP_MESSAGES.athleteId],
      [
        'an accepted initial status',
        { userId: randomUUID(), status: 'accepted' },
        'status',
        SPONSORSHIP_MESSAGES.initialStatus,
      ],
      [
        'a brand_id that is not a UUID',
        { userId: randomUUID(), brand_id: 'me' },
        'brand_id',
        'brand_id must be a valid user id',
      ],
      [
        'an unknown field',
        { userId: randomUUID(), athleteId: randomUUID() },
        'athleteId',
        'Unknown field: athleteId',
      ],
    ])('refuses %s as bad input', async (_, payload, field, error) => {
      expect(await errorOf(service.callUnchecked(SPONSORSHIPS_RPC.request, payload, as(brand)))).toEqual({
        code: 'VALIDATION_FAILED',
        error,
        field,
      });
    });
  });

  describe('answering', () => {
    it('the athlete accepts a pending request, once; it is announced with a later changedAt', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      const accepted = await answer(a, created.id, 'accepted');
      expect(accepted).toMatchObject({ id: created.id, status: 'accepted', createdAt: created.createdAt });
      expect(Date.parse(accepted.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

      for (const status of ['accepted', 'rejected'] as const) {
        expect(await errorOf(answer(a, created.id, status))).toEqual({
          code: 'CONFLICT',
          error: 'This request was already answered',
        });
      }
      const changes = await changesOf(a.userId);
      expect(changes.map(({ status }) => status)).toEqual(['pending', 'accepted']);
      expect(changes[1]).toEqual({ ...changes[0], status: 'accepted', changedAt: accepted.updatedAt });
    });

    it('the athlete rejects; rejected is final', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      expect(await answer(a, created.id, 'rejected')).toMatchObject({ status: 'rejected' });
      expect(await errorOf(answer(a, created.id, 'accepted'))).toMatchObject({ code: 'CONFLICT' });
      expect((await changesOf(a.userId)).map(({ status }) => status)).toEqual(['pending', 'rejected']);
    });

    it('nobody answers for the athlete: not the brand, another brand, a stranger, nor an admin', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      for (const [who, isAdmin] of [[brand], [otherBrand], [skater], [moderator, true]] as const) {
        expect(await errorOf(answer(who, created.id, 'accepted', isAdmin))).toEqual({
          code: 'FORBIDDEN',
          error: SPONSORSHIP_MESSAGES.athleteOnly,
        });
      }
      expect(await rowsOf(a.userId)).toEqual([{ status: 'pending' }]);
      expect(await changesOf(a.userId)).toHaveLength(1);
    });

    it('an unknown id is 404, a bad id or answer 400', async () => {
      expect(await errorOf(answer(skater, randomUUID(), 'accepted'))).toEqual({
        code: 'NOT_FOUND',
        error: 'Sponsorship not found',
      });
      expect(
        await errorOf(
          service.callUnchecked(SPONSORSHIPS_RPC.answer, { id: 'x', status: 'accepted' }, as(skater)),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
      for (const status of ['pending', 'removed', undefined]) {
        expect(
          await errorOf(
            service.callUnchecked(SPONSORSHIPS_RPC.answer, { id: randomUUID(), status }, as(skater)),
          ),
        ).toEqual({ code: 'VALIDATION_FAILED', error: SPONSORSHIP_MESSAGES.answer, field: 'status' });
      }
    });
  });

  describe('removing', () => {
    it('the brand cancels a pending request: the row goes, `removed` is announced, and it may ask again', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      expect(await remove(brand, brand.userId, a.userId)).toEqual({ removed: true, id: created.id });
      expect(await rowsOf(a.userId)).toEqual([]);
      const changes = await changesOf(a.userId);
      expect(changes.map(({ status }) => status)).toEqual(['pending', 'removed']);
      expect(Date.parse(changes[1].changedAt)).toBeGreaterThan(Date.parse(changes[0].changedAt));
      expect(await errorOf(remove(brand, brand.userId, a.userId))).toEqual({
        code: 'NOT_FOUND',
        error: 'Sponsorship not found',
      });
      await request(brand, a.userId);
    });

    it('the brand removes an accepted sponsorship at any time', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      await answer(a, created.id, 'accepted');
      expect(await remove(brand, brand.userId, a.userId)).toEqual({ removed: true, id: created.id });
      expect((await changesOf(a.userId)).map(({ status }) => status)).toEqual([
        'pending',
        'accepted',
        'removed',
      ]);
      const rows = await service.outboxRows<SponsorshipChangedV1>(SPONSORSHIPS_EVENTS.sponsorshipChanged);
      const removal = rows.filter(({ envelope }) => envelope.data.athleteId === a.userId).at(-1);
      expect(removal?.envelope.asAdmin).toBeUndefined();
    });

    it('a rejected request is nothing to remove', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      await answer(a, created.id, 'rejected');
      expect(await errorOf(remove(brand, brand.userId, a.userId))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await rowsOf(a.userId)).toEqual([{ status: 'rejected' }]);
    });

    it('the athlete, another brand or a stranger may not; an admin may (moderation)', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      for (const who of [a, otherBrand, skater]) {
        expect(await errorOf(remove(who, brand.userId, a.userId))).toEqual({
          code: 'FORBIDDEN',
          error: SPONSORSHIP_MESSAGES.brandOnly,
        });
      }
      // Refused before looking, so a stranger cannot probe whether a pair exists.
      expect(await errorOf(remove(skater, brand.userId, randomUUID()))).toMatchObject({ code: 'FORBIDDEN' });
      const removed = await service.call(
        SPONSORSHIPS_RPC.remove,
        { brandId: brand.userId, athleteId: a.userId },
        { ...as(moderator), isAdmin: true },
      );
      expect(removed).toEqual({ removed: true, id: created.id });
      const [, change] = await service
        .outboxRows<SponsorshipChangedV1>(SPONSORSHIPS_EVENTS.sponsorshipChanged)
        .then((rows) => rows.filter(({ envelope }) => envelope.data.athleteId === a.userId));
      // Moderation, marked for the audit log with the brand as the owner; the brand's own removal is not.
      expect(change.envelope).toMatchObject({
        actorId: moderator.userId,
        asAdmin: true,
        target: { type: 'sponsorship', id: created.id, ownerId: brand.userId },
        data: { status: 'removed' },
      });
    });
  });

  describe('lists', () => {
    let a: UserProfileChangedV1;
    let accepted: SponsorshipDto;
    let rejected: SponsorshipDto;
    let pending: SponsorshipDto;

    beforeAll(async () => {
      a = await athlete();
      const third = await service.registerUser({ isBrand: true, username: 'third-brand' });
      accepted = await answer(a, (await request(brand, a.userId)).id, 'accepted');
      rejected = await answer(a, (await request(otherBrand, a.userId)).id, 'rejected');
      pending = await request(third, a.userId);
    });

    it("mine: the requests the caller received, newest first, with each brand's face", async () => {
      const mine = await service.call(SPONSORSHIPS_RPC.mine, {}, as(a));
      expect(mine.map(({ id, status }) => [id, status])).toEqual([
        [pending.id, 'pending'],
        [rejected.id, 'rejected'],
        [accepted.id, 'accepted'],
      ]);
      expect(mine[0].brand).toEqual({ id: pending.brandId, username: 'third-brand', profilePicture: null });
      // A brand's own requests are not "requests to me".
      expect(await service.call(SPONSORSHIPS_RPC.mine, {}, as(brand))).toEqual([]);
    });

    it("anyone signed in reads a brand's athletes and an athlete's sponsors (accepted)", async () => {
      const athletes = await service.call(
        SPONSORSHIPS_RPC.list,
        { brandId: brand.userId, status: 'accepted' },
        as(skater),
      );
      expect(athletes.map(({ athleteId }) => athleteId)).toContain(a.userId);
      expect(athletes.every(({ status }) => status === 'accepted')).toBe(true);
      const sponsors = await service.call(
        SPONSORSHIPS_RPC.list,
        { athleteId: a.userId, status: 'accepted' },
        as(skater),
      );
      expect(sponsors.map(({ id }) => id)).toEqual([accepted.id]);
    });

    it('other states only for the two sides and admins; everything only for admins', async () => {
      const all = await service.call(SPONSORSHIPS_RPC.list, { athleteId: a.userId }, as(a));
      expect(all.map(({ id }) => id)).toEqual([pending.id, rejected.id, accepted.id]);
      const brandsOwn = await service.call(
        SPONSORSHIPS_RPC.list,
        { brandId: otherBrand.userId, athleteId: a.userId },
        as(otherBrand),
      );
      expect(brandsOwn.map(({ id }) => id)).toEqual([rejected.id]);

      for (const query of [
        { athleteId: a.userId },
        { brandId: brand.userId, status: 'pending' as const },
        {},
      ]) {
        expect(await errorOf(service.call(SPONSORSHIPS_RPC.list, query, as(skater)))).toMatchObject({
          code: 'FORBIDDEN',
        });
      }
      const everything = await service.call(SPONSORSHIPS_RPC.list, {}, { ...as(moderator), isAdmin: true });
      expect(everything.map(({ id }) => id)).toEqual(
        expect.arrayContaining([pending.id, rejected.id, accepted.id]),
      );
      expect(
        await service.call(
          SPONSORSHIPS_RPC.list,
          { athleteId: a.userId, status: 'pending' },
          { ...as(moderator), isAdmin: true },
        ),
      ).toEqual([expect.objectContaining({ id: pending.id })]);
    });

    it('bad filters are 400 naming the field', async () => {
      for (const [query, field] of [
        [{ brandId: 'nope' }, 'brandId'],
        [{ athleteId: 'nope' }, 'athleteId'],
        [{ brandId: randomUUID(), status: 'removed' }, 'status'],
      ] as const) {
        expect(await errorOf(service.callUnchecked(SPONSORSHIPS_RPC.list, query, as(skater)))).toMatchObject({
          code: 'VALIDATION_FAILED',
          field,
        });
      }
    });
  });

  describe('the users projection', () => {
    it('follows profile edits into lists, and a late older revision changes nothing', async () => {
      const a = await athlete();
      const created = await request(brand, a.userId);
      await service.updateUser(a, { username: 'renamed', proStatus: false, flowStatus: true });
      // The first revision again, delivered late: older than the stored one.
      await service.deliver(AUTH_EVENTS.userUpdated, { ...a, username: 'stale' });
      const [listed] = await service.call(SPONSORSHIPS_RPC.list, { athleteId: a.userId }, as(a));
      expect(listed.id).toBe(created.id);
      expect(listed.athlete).toMatchObject({ username: 'renamed', proStatus: false, flowStatus: true });
    });

    it('a skater turned brand may request, and can no longer be asked', async () => {
      const convert = await athlete();
      const a = await athlete();
      expect(await errorOf(request(convert, a.userId))).toMatchObject({ code: 'FORBIDDEN' });
      await service.updateUser(convert, { isBrand: true, proStatus: false });
      expect(await request(convert, a.userId)).toMatchObject({ brandId: convert.userId, status: 'pending' });
      expect(await errorOf(request(brand, convert.userId))).toMatchObject({
        error: SPONSORSHIP_MESSAGES.toBrand,
      });
    });

    it('a deactivated athlete can no longer be asked', async () => {
      const a = await athlete();
      await service.updateUser(a, { isActive: false });
      expect(await errorOf(request(brand, a.userId))).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('every call needs a signed-in caller', async () => {
    const id = randomUUID();
    const calls = [
      service.callUnchecked(SPONSORSHIPS_RPC.request, { userId: id }),
      service.callUnchecked(SPONSORSHIPS_RPC.answer, { id, status: 'accepted' }),
      service.callUnchecked(SPONSORSHIPS_RPC.remove, { brandId: id, athleteId: randomUUID() }),
      service.callUnchecked(SPONSORSHIPS_RPC.mine, {}),
      service.callUnchecked(SPONSORSHIPS_RPC.list, { brandId: id, status: 'accepted' }),
    ];
    for (const call of calls) expect(await errorOf(call)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
