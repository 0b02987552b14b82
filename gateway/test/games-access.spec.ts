import { GAME_MESSAGES, type GameView } from '@boonies/contracts/games';
import type { NotificationDto } from '@boonies/contracts/messaging';
import { POLICY_REASONS } from '@boonies/contracts/policy';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import {
  block,
  eventually,
  EVENT_DEADLINE_MS,
  gamesAdmin,
  gamesBrand,
  GAMES_SYSTEM_START_TIMEOUT_MS,
  giveStanding,
  player,
  startedGame,
  startGamesSystem,
  type SignedInUser,
} from './support/games-system';
import { trickVideo } from './support/posts-system';
import { heard, nextMatching, Sockets } from './support/sockets';

jest.setTimeout(90_000);

/**
 * Every game route against every kind of caller: anonymous, a player, a skater who is not in the game, one
 * blocked by (or blocking) a player, a brand and an admin. A game is its players' business: others do not
 * learn it exists (404), an admin may look but not play (403).
 */
describe('game routes: who may do what', () => {
  let system: RunningSystem;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let stranger: SignedInUser;
  let blocked: SignedInUser;
  let blocker: SignedInUser;
  let brand: SignedInUser;
  let admin: SignedInUser;
  let game: GameView;
  const sockets = new Sockets();
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startGamesSystem('gateway-games-access');
    [alice, bob, stranger, blocked, blocker] = await Promise.all([
      player(system, 'alice'),
      player(system, 'bob'),
      player(system, 'stranger'),
      player(system, 'blocked'),
      player(system, 'blocker'),
    ]);
    [brand, admin] = await Promise.all([gamesBrand(system), gamesAdmin(system)]);
    // A win over Bob counts on Alice's record only if Bob has standing.
    await giveStanding(system, admin, bob);
    await block(system, alice, blocked);
    await block(system, blocker, alice);
    game = await startedGame(alice.browser, bob.browser, bob.id);
  }, GAMES_SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    sockets.closeAll();
    await system?.stop();
  });

  const expectStatus = (response: Response, status: number, code?: string, error?: string) =>
    expect({ status: response.status, code: response.body?.code, error: response.body?.error }).toEqual({
      status,
      code,
      error: error ?? response.body?.error,
    });

  /** Those who are not in the game and are no admin: they do not learn it exists. */
  const outsiders = () => [stranger, blocked, blocker, brand];

  describe('POST /api/games', () => {
    const challenge = (who: SignedInUser, opponent: SignedInUser) =>
      who.browser.post('/api/games', { opponentIds: [opponent.id] });

    it('anonymous 401; a skater and an admin 201; brands neither challenge nor are challenged', async () => {
      expectStatus(await anonymous().post('/api/games', { opponentIds: [bob.id] }), 401, 'UNAUTHENTICATED');
      expect((await challenge(stranger, bob)).status).toBe(201);
      expect((await challenge(admin, bob)).status).toBe(201);
      expectStatus(await challenge(brand, bob), 403, 'FORBIDDEN', POLICY_REASONS.brandsDoNotPlay);
      expectStatus(await challenge(alice, brand), 403, 'FORBIDDEN', POLICY_REASONS.brandsDoNotPlay);
    });

    it('a block either way refuses: 404 to the blocked, 403 to the blocker', async () => {
      expectStatus(await challenge(alice, blocker), 404, 'NOT_FOUND', GAME_MESSAGES.unknownSkater);
      expectStatus(await challenge(blocked, alice), 404, 'NOT_FOUND', GAME_MESSAGES.unknownSkater);
      expectStatus(await challenge(alice, blocked), 403, 'FORBIDDEN', POLICY_REASONS.blockedByYou);
      expectStatus(await challenge(alice, alice), 403, 'FORBIDDEN');
    });

    it('refuses unknown fields, too many opponents and a bad turn time', async () => {
      expectStatus(
        await alice.browser.post('/api/games', { opponentIds: [bob.id], extra: 1 }),
        400,
        'VALIDATION_FAILED',
      );
      const five = Array.from({ length: 5 }, () => crypto.randomUUID());
      expectStatus(await alice.browser.post('/api/games', { opponentIds: five }), 400, 'VALIDATION_FAILED');
      expectStatus(
        await alice.browser.post('/api/games', { opponentIds: [bob.id], turnHours: 5 }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('GET /api/games/:id and the list', () => {
    it('players and admins see the game; everyone else 404, anonymous 401', async () => {
      expectStatus(await anonymous().get(`/api/games/${game.id}`), 401, 'UNAUTHENTICATED');
      for (const who of outsiders()) {
        expectStatus(
          await who.browser.get(`/api/games/${game.id}`),
          404,
          'NOT_FOUND',
          GAME_MESSAGES.noSuchGame,
        );
      }
      const asAdmin = await admin.browser.get(`/api/games/${game.id}`);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body).toMatchObject({ id: game.id, yourMove: null });
      expect((await alice.browser.get(`/api/games/${game.id}`)).body).toMatchObject({ yourMove: 'set' });
      expect((await bob.browser.get(`/api/games/${game.id}`)).body).toMatchObject({ yourMove: null });
    });

    it("lists the caller's own games only", async () => {
      expectStatus(await anonymous().get('/api/games'), 401, 'UNAUTHENTICATED');
      const mine = await alice.browser.get('/api/games?status=active');
      expect(mine.status).toBe(200);
      expect(mine.body.games.map((listed: GameView) => listed.id)).toContain(game.id);
      for (const who of [blocked, brand, admin]) {
        const theirs = await who.browser.get('/api/games');
        expect(theirs.body.games.map((listed: GameView) => listed.id)).not.toContain(game.id);
      }
      expectStatus(await alice.browser.get('/api/games?status=everything'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('the moves', () => {
    const moves: [string, object | undefined][] = [
      ['accept', undefined],
      ['decline', undefined],
      ['set', { trickId: 'gw-1', postId: crypto.randomUUID() }],
      ['attempt', { postId: crypto.randomUUID() }],
      ['bail', undefined],
      ['calls', { postId: crypto.randomUUID(), call: 'fake' }],
      ['forfeit', undefined],
    ];

    it.each(moves)(
      'POST /api/games/:id/%s: anonymous 401, outsiders 404, an admin 403',
      async (move, body) => {
        const path = `/api/games/${game.id}/${move}`;
        expectStatus(await anonymous().post(path, body), 401, 'UNAUTHENTICATED');
        for (const who of outsiders()) {
          expectStatus(await who.browser.post(path, body), 404, 'NOT_FOUND');
        }
        expectStatus(await admin.browser.post(path, body), 403, 'FORBIDDEN', GAME_MESSAGES.notAPlayer);
      },
    );

    it('a turn played over HTTP: pushes games:updated to the players only, and notifies', async () => {
      const [aliceSocket, bobSocket, strangerSocket, adminSocket] = await Promise.all(
        [alice, bob, stranger, admin].map((who) =>
          sockets.connect(system.baseUrl, who.browser.sessionCookie),
        ),
      );
      const overheard = [
        ...heard(strangerSocket, REALTIME_EVENTS.gamesUpdated),
        ...heard(adminSocket, REALTIME_EVENTS.gamesUpdated),
      ];
      const pushed = (socket: typeof aliceSocket) =>
        nextMatching<{ gameId: string }>(
          socket,
          REALTIME_EVENTS.gamesUpdated,
          (push) => push.gameId === game.id,
        );

      const video = await trickVideo(alice.browser, ['gw-1']);
      const bobHears = pushed(bobSocket);
      const aliceHears = pushed(aliceSocket);
      const set = await alice.browser.post(`/api/games/${game.id}/set`, {
        trickId: 'gw-1',
        postId: video.id,
      });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        turn: { phase: 'attempting', trick: { id: 'gw-1' } },
        yourMove: null,
      });
      await Promise.all([bobHears, aliceHears]);

      // Someone else's clip is no set; a second set is out of turn.
      expectStatus(
        await bob.browser.post(`/api/games/${game.id}/attempt`, { postId: video.id }),
        403,
        'FORBIDDEN',
        GAME_MESSAGES.clipNotYours,
      );
      expectStatus(await alice.browser.post(`/api/games/${game.id}/bail`), 403, 'FORBIDDEN');

      // The challenge's own notice links to the same game: wait for the turn's.
      const turnNotice = await notificationWith(
        bob,
        (n) => n.link === `/games/${game.id}` && n.type === 'game' && n.message.includes('set a trick'),
      );
      expect(turnNotice.message).toContain('your turn to match it');

      expect(
        (await bob.browser.post(`/api/games/${game.id}/calls`, { postId: video.id, call: 'make' })).status,
      ).toBe(200);
      const bailed = await bob.browser.post(`/api/games/${game.id}/bail`);
      expect(bailed.body.players.map((p: { letters: string }) => p.letters)).toEqual(['', 'S']);
      await notificationWith(bob, (n) => n.message.includes('You got a letter'));

      const forfeited = await bob.browser.post(`/api/games/${game.id}/forfeit`);
      expect(forfeited.body).toMatchObject({ status: 'finished', winnerId: alice.id });
      await notificationWith(alice, (n) => n.message.includes('You won'));
      expect(overheard).toEqual([]);
    });
  });

  describe('records and the leaderboard', () => {
    it('anonymous 401; a record as visible as the profile; the blocked 404', async () => {
      expectStatus(await anonymous().get(`/api/games/record/${alice.id}`), 401, 'UNAUTHENTICATED');
      expectStatus(await anonymous().get('/api/games/leaderboard'), 401, 'UNAUTHENTICATED');
      await eventually(
        async () => (await stranger.browser.get(`/api/games/record/${alice.id}`)).body?.wins >= 1,
        "alice's win in her record",
        EVENT_DEADLINE_MS,
      );
      expect((await admin.browser.get(`/api/games/record/${alice.id}`)).status).toBe(200);
      expectStatus(await blocker.browser.get(`/api/games/record/${alice.id}`), 404, 'NOT_FOUND');
      const board = await stranger.browser.get('/api/games/leaderboard');
      expect(board.status).toBe(200);
      expect(
        board.body.entries.find((entry: { user: { id: string } }) => entry.user.id === alice.id),
      ).toMatchObject({
        wins: expect.any(Number),
      });
      const hidden = await blocker.browser.get('/api/games/leaderboard');
      expect(hidden.body.entries.map((entry: { user: { id: string } }) => entry.user.id)).not.toContain(
        alice.id,
      );
    });
  });
});

async function notificationWith(
  who: SignedInUser,
  matching: (notification: NotificationDto) => boolean,
): Promise<NotificationDto> {
  let found: NotificationDto | undefined;
  await eventually(
    async () => {
      const response = await who.browser.get('/api/notifications');
      found = (response.body?.notifications as NotificationDto[] | undefined)?.find(matching);
      return found !== undefined;
    },
    'a game notification',
    EVENT_DEADLINE_MS,
  );
  return found as NotificationDto;
}
