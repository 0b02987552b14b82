import { randomUUID } from 'node:crypto';
import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import {
  admin,
  brandAccount,
  eventually,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  member,
  notificationOf,
  requestSponsorship,
  SPONSORSHIPS_SYSTEM_START_TIMEOUT_MS,
  startSponsorshipsSystem,
  type SignedInUser,
} from './support/sponsorships-system';

// The end-to-end check waits for effects that travel by events (bounded by EVENT_DEADLINE_MS).
jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/**
 * Every sponsorship route against every kind of caller: anonymous, an ordinary skater, the brand, the
 * athlete, another brand and an admin; then a request's whole journey through the other services.
 */
describe('sponsorship routes: who may do what', () => {
  let system: RunningSystem;
  let moderator: SignedInUser;
  let brand: SignedInUser;
  let otherBrand: SignedInUser;
  let athlete: SignedInUser;
  let stranger: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startSponsorshipsSystem('gateway-sponsorships-access');
    [moderator, brand, otherBrand, athlete, stranger] = await Promise.all([
      admin(system),
      brandAccount(system, 'brand'),
      brandAccount(system, 'otherbrand'),
      member(system, 'athlete'),
      member(system, 'stranger'),
    ]);
  }, SPONSORSHIPS_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  const expectStatus = (response: Response, status: number, code?: string, error?: string) => {
    expect({ status: response.status, code: response.body?.code, error: response.body?.error }).toEqual({
      status,
      code,
      error: error ?? response.body?.error,
    });
  };

  /** A fresh athlete with a pending request from `brand`, so each test starts from its own pair. */
  async function pendingPair(): Promise<{ athlete: SignedInUser; sponsorship: SponsorshipDto }> {
    const fresh = await member(system, 'rider');
    return { athlete: fresh, sponsorship: await requestSponsorship(brand.browser, fresh.id) };
  }

  describe('POST /api/sponsorships', () => {
    it('anonymous 401; a skater, the athlete and an admin 403; a brand 201 in either shape', async () => {
      const body = { userId: athlete.id, status: 'pending' };
      expectStatus(await anonymous().post('/api/sponsorships', body), 401, 'UNAUTHENTICATED');
      for (const who of [stranger, moderator]) {
        expectStatus(
          await who.browser.post('/api/sponsorships', body),
          403,
          'FORBIDDEN',
          'Only brand accounts can send sponsorship requests',
        );
      }
      // The access policy answers asking oneself first.
      expectStatus(
        await athlete.browser.post('/api/sponsorships', body),
        403,
        'FORBIDDEN',
        'You cannot sponsor yourself',
      );

      const created = await brand.browser.post('/api/sponsorships', body);
      expectStatus(created, 201);
      expect(created.body).toMatchObject({
        brandId: brand.id,
        athleteId: athlete.id,
        status: 'pending',
        brand: { id: brand.id, username: brand.username, profilePicture: null },
        athlete: { id: athlete.id, username: athlete.username },
      });
      const otherShape = await otherBrand.browser.post('/api/sponsorships', {
        brand_id: otherBrand.id,
        user_id: athlete.id,
        status: 'pending',
      });
      expectStatus(otherShape, 201);
      expect(otherShape.body).toMatchObject({ brandId: otherBrand.id, athleteId: athlete.id });
    });

    it('the brand is the signed-in account, never the body', async () => {
      const spoofed = await otherBrand.browser.post('/api/sponsorships', {
        brand_id: brand.id,
        user_id: stranger.id,
        status: 'pending',
      });
      expectStatus(spoofed, 403, 'FORBIDDEN', 'Sponsorship requests are sent as the signed-in brand');
    });

    it('never to a brand account; a duplicate is 409 Already exists; bad input 400 naming the field', async () => {
      expectStatus(
        await brand.browser.post('/api/sponsorships', { userId: otherBrand.id, status: 'pending' }),
        400,
        'VALIDATION_FAILED',
        'Cannot send sponsorship requests to brand accounts',
      );
      const { athlete: rider } = await pendingPair();
      expectStatus(
        await brand.browser.post('/api/sponsorships', { user_id: rider.id, status: 'pending' }),
        409,
        'CONFLICT',
        'Already exists',
      );
      for (const [body, field] of [
        [{ status: 'pending' }, 'userId'],
        [{ userId: rider.id, user_id: rider.id }, 'user_id'],
        [{ userId: rider.id, status: 'accepted' }, 'status'],
        [{ userId: 'rider' }, 'userId'],
      ] as const) {
        const refused = await brand.browser.post('/api/sponsorships', body);
        expectStatus(refused, 400, 'VALIDATION_FAILED');
        expect(refused.body.field).toBe(field);
      }
      expectStatus(
        await brand.browser.post('/api/sponsorships', { userId: randomUUID() }),
        404,
        'NOT_FOUND',
        'No such skater',
      );
    });
  });

  describe('PATCH /api/sponsorships/{id}', () => {
    it('anonymous 401; a skater, the brand, another brand and an admin 403; the athlete 200, once', async () => {
      const { athlete: rider, sponsorship } = await pendingPair();
      const path = `/api/sponsorships/${sponsorship.id}`;
      expectStatus(await anonymous().patch(path, { status: 'accepted' }), 401, 'UNAUTHENTICATED');
      for (const who of [stranger, brand, otherBrand, moderator]) {
        expectStatus(
          await who.browser.patch(path, { status: 'accepted' }),
          403,
          'FORBIDDEN',
          'Only the athlete can answer a sponsorship request',
        );
      }
      const answered = await rider.browser.patch(path, { status: 'rejected' });
      expectStatus(answered, 200);
      expect(answered.body).toMatchObject({ id: sponsorship.id, status: 'rejected' });
      expectStatus(
        await rider.browser.patch(path, { status: 'accepted' }),
        409,
        'CONFLICT',
        'This request was already answered',
      );
    });

    it('bad input is 400 naming the field; an unknown id 404', async () => {
      const bad = await athlete.browser.patch('/api/sponsorships/not-an-id', { status: 'accepted' });
      expectStatus(bad, 400, 'VALIDATION_FAILED');
      expect(bad.body.field).toBe('id');
      const badStatus = await athlete.browser.patch(`/api/sponsorships/${randomUUID()}`, {
        status: 'removed',
      });
      expectStatus(badStatus, 400, 'VALIDATION_FAILED', 'status must be accepted or rejected');
      expectStatus(
        await athlete.browser.patch(`/api/sponsorships/${randomUUID()}`, { status: 'accepted' }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('DELETE /api/sponsorships/{brandId}/{athleteId}', () => {
    it('anonymous 401; a skater, the athlete and another brand 403; the brand cancels a pending request', async () => {
      const { athlete: rider, sponsorship } = await pendingPair();
      const path = `/api/sponsorships/${brand.id}/${rider.id}`;
      expectStatus(await anonymous().delete(path), 401, 'UNAUTHENTICATED');
      for (const who of [stranger, rider, otherBrand]) {
        expectStatus(
          await who.browser.delete(path),
          403,
          'FORBIDDEN',
          'Only the brand can remove a sponsorship',
        );
      }
      const cancelled = await brand.browser.delete(path);
      expectStatus(cancelled, 200);
      expect(cancelled.body).toEqual({ removed: true, id: sponsorship.id });
      expectStatus(await brand.browser.delete(path), 404, 'NOT_FOUND');
      expect((await rider.browser.get('/api/sponsorships/user')).body).toEqual([]);
    });

    it('an admin removes an accepted sponsorship (moderation)', async () => {
      const { athlete: rider, sponsorship } = await pendingPair();
      expectStatus(
        await rider.browser.patch(`/api/sponsorships/${sponsorship.id}`, { status: 'accepted' }),
        200,
      );
      const removed = await moderator.browser.delete(`/api/sponsorships/${brand.id}/${rider.id}`);
      expectStatus(removed, 200);
      expect(removed.body).toEqual({ removed: true, id: sponsorship.id });
    });

    it('ids that are not UUIDs are 400', async () => {
      const bad = await brand.browser.delete(`/api/sponsorships/${brand.id}/someone`);
      expectStatus(bad, 400, 'VALIDATION_FAILED');
      expect(bad.body.field).toBe('athleteId');
    });
  });

  describe('reads', () => {
    it('GET /api/sponsorships/user: anonymous 401; everyone signed in gets the requests they received', async () => {
      const { athlete: rider, sponsorship } = await pendingPair();
      expectStatus(await anonymous().get('/api/sponsorships/user'), 401, 'UNAUTHENTICATED');
      const mine = await rider.browser.get('/api/sponsorships/user');
      expectStatus(mine, 200);
      expect(mine.body).toEqual([
        expect.objectContaining({
          id: sponsorship.id,
          status: 'pending',
          brand: { id: brand.id, username: brand.username, profilePicture: null },
        }),
      ]);
      for (const who of [stranger, brand, moderator]) {
        const own = await who.browser.get('/api/sponsorships/user');
        expectStatus(own, 200);
        expect(own.body.map(({ id }: SponsorshipDto) => id)).not.toContain(sponsorship.id);
      }
    });

    it('GET /api/sponsorships: accepted to anyone signed in; other states to the two sides and admins', async () => {
      const { athlete: rider, sponsorship } = await pendingPair();
      const pendingOfBrand = `/api/sponsorships?brandId=${brand.id}&status=pending`;
      expectStatus(
        await anonymous().get(`/api/sponsorships?brandId=${brand.id}&status=accepted`),
        401,
        'UNAUTHENTICATED',
      );
      expectStatus(await stranger.browser.get(`/api/sponsorships?brandId=${brand.id}&status=accepted`), 200);
      expectStatus(await otherBrand.browser.get(pendingOfBrand), 403, 'FORBIDDEN');
      expectStatus(await stranger.browser.get(`/api/sponsorships?athleteId=${rider.id}`), 403, 'FORBIDDEN');
      expectStatus(await stranger.browser.get('/api/sponsorships'), 403, 'FORBIDDEN');

      for (const [who, path] of [
        [brand, pendingOfBrand],
        [rider, `/api/sponsorships?athleteId=${rider.id}`],
        [moderator, pendingOfBrand],
        [moderator, '/api/sponsorships'],
      ] as const) {
        const listed = await who.browser.get(path);
        expectStatus(listed, 200);
        expect(listed.body.map(({ id }: SponsorshipDto) => id)).toContain(sponsorship.id);
      }

      await rider.browser.patch(`/api/sponsorships/${sponsorship.id}`, { status: 'accepted' });
      const sponsors = await stranger.browser.get(`/api/sponsorships?athleteId=${rider.id}&status=accepted`);
      expectStatus(sponsors, 200);
      expect(sponsors.body).toEqual([expect.objectContaining({ id: sponsorship.id, brandId: brand.id })]);
      const bad = await stranger.browser.get('/api/sponsorships?brandId=nope');
      expectStatus(bad, 400, 'VALIDATION_FAILED');
      expect(bad.body.field).toBe('brandId');
    });
  });

  it('end to end: the athlete is notified, accepts, gets flow status; the brand is notified', async () => {
    const rider = await member(system, 'flowrider');
    expect((await rider.browser.get(`/api/users/${rider.id}`)).body).toMatchObject({
      proStatus: false,
      amateurStatus: false,
      flowStatus: false,
    });
    const sponsorship = await requestSponsorship(brand.browser, rider.id);

    const asked = await notificationOf(rider.browser, (n) => n.type === 'sponsorship');
    expect(asked).toMatchObject({
      message: `${brand.username} wants to sponsor you`,
      fromUser: { id: brand.id, username: brand.username },
    });

    expectStatus(
      await rider.browser.patch(`/api/sponsorships/${sponsorship.id}`, { status: 'accepted' }),
      200,
    );
    await eventually(
      async () => (await rider.browser.get(`/api/users/${rider.id}`)).body?.flowStatus === true,
      'flow status for the accepted athlete',
      EVENT_DEADLINE_MS,
    );
    const answered = await notificationOf(
      brand.browser,
      (n) => n.type === 'sponsorship' && n.fromUser?.id === rider.id,
    );
    expect(answered.message).toBe(`${rider.username} accepted your sponsorship request`);
  });
});
