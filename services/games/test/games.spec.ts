import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventDefinition } from '@boonies/contracts/events';
import {
  GAME_MESSAGES,
  GAMES_EVENTS,
  GAMES_RPC,
  type GameView,
  type TurnSetV1,
} from '@boonies/contracts/games';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { newProfile } from '@boonies/service-testing';
import { errorOf } from '@boonies/testing';
import { callerFor, GamesTestService } from './support/games-test-service';

describe('games service', () => {
  let service: GamesTestService;
  let alice: UserProfileChangedV1;
  let bob: UserProfileChangedV1;
  let stranger: UserProfileChangedV1;
  let admin: UserProfileChangedV1;

  beforeAll(async () => {
    service = await GamesTestService.start('games');
    // Bob has standing, so a win over him counts on the record.
    [alice, bob, stranger] = await Promise.all([
      service.registerUser(),
      service.establishedUser(),
      service.registerUser(),
    ]);
    admin = await service.registerUser({ isAdmin: true });
  });

  afterAll(() => service?.stop());

  const as = (user: UserProfileChangedV1) => callerFor(user.userId, user.isAdmin);
  const eventsOf = async <T extends { gameId: string }>(definition: EventDefinition<T>, gameId: string) =>
    (await service.announced<T>(definition)).filter((event) => event.gameId === gameId);

  /** The game after its current deadline passed and a scheduler (this test's or the service's own) ran. */
  async function expire(game: GameView): Promise<GameView> {
    await service.pastDeadline(game.id);
    const turn = game.turn?.number;
    return service.waitFor(async () => {
      await service.scheduler.runOnce();
      const view = await service.call(GAMES_RPC.get, { id: game.id }, as(alice));
      return view.turn?.number !== turn && view;
    });
  }

  async function startedGame(): Promise<GameView> {
    const game = await service.call(
      GAMES_RPC.create,
      { opponentIds: [bob.userId], turnHours: 12 },
      as(alice),
    );
    return service.call(GAMES_RPC.accept, { id: game.id }, as(bob));
  }

  it('publishes each event of a game exactly once through the outbox, to a win', async () => {
    const game = await startedGame();
    expect(game).toMatchObject({
      status: 'active',
      turn: { number: 1, setterId: alice.userId, phase: 'setting' },
    });
    expect(await eventsOf(GAMES_EVENTS.gameStarted, game.id)).toEqual([
      expect.objectContaining({ playerIds: [alice.userId, bob.userId], setterId: alice.userId }),
    ]);

    // Five turns set by Alice (Bob's sets are skipped by the scheduler): Bob bails each.
    let view = game;
    for (let letter = 0; letter < 5; letter++) {
      if (view.turn?.setterId !== alice.userId) view = await expire(view);
      const clip = await service.trickVideo(alice.userId, ['kickflip-1']);
      view = await service.call(
        GAMES_RPC.set,
        { id: view.id, trickId: 'kickflip-1', postId: clip.postId },
        as(alice),
      );
      expect(view.yourMove).toBeNull();
      view = await service.call(GAMES_RPC.call, { id: view.id, postId: clip.postId, call: 'make' }, as(bob));
      view = await service.call(GAMES_RPC.bail, { id: view.id }, as(bob));
    }
    expect(view).toMatchObject({ status: 'finished', winnerId: alice.userId, turn: null });
    expect(view.players.map((player) => player.letters)).toEqual(['', 'SKATE']);

    const turnSets = await eventsOf(GAMES_EVENTS.turnSet, view.id);
    expect(turnSets).toHaveLength(5);
    expect(turnSets[0]).toMatchObject<Partial<TurnSetV1>>({
      setterId: alice.userId,
      attempterIds: [bob.userId],
    });
    expect(await eventsOf(GAMES_EVENTS.attemptPosted, view.id)).toHaveLength(5);
    expect((await eventsOf(GAMES_EVENTS.letterGiven, view.id)).map((event) => event.letter).join('')).toBe(
      'SKATE',
    );
    const [won, ...again] = await eventsOf(GAMES_EVENTS.gameWon, view.id);
    expect(again).toEqual([]);
    expect(won).toMatchObject({ winnerId: alice.userId, playerIds: [alice.userId, bob.userId] });
    // The relay publishes the very envelope the transaction wrote.
    const [row] = (await service.outboxRows<{ gameId: string }>(GAMES_EVENTS.gameWon)).filter(
      ({ envelope }) => envelope.data.gameId === view.id,
    );
    expect((await service.publishedToStream(GAMES_EVENTS.gameWon, row.envelope.id)).data).toEqual(won);

    expect(await service.call(GAMES_RPC.record, { userId: alice.userId }, as(stranger))).toMatchObject({
      wins: 1,
      played: 1,
    });
  });

  it('takes the verdict of a disputed set from the community verification, once per event', async () => {
    const game = await startedGame();
    const clip = await service.trickVideo(alice.userId, ['heelflip-1']);
    await service.call(GAMES_RPC.set, { id: game.id, trickId: 'heelflip-1', postId: clip.postId }, as(alice));
    const disputed = await service.call(
      GAMES_RPC.call,
      { id: game.id, postId: clip.postId, call: 'fake' },
      as(bob),
    );
    expect(disputed.timeline[0].set).toMatchObject({ verdict: 'pending', disputed: true });

    const rejected = await service.deliver(
      VERIFICATION_EVENTS.verificationChanged,
      service.verification(clip, { revision: 2, rejected: true, weightedAgainst: 5 }),
    );
    const view = await service.call(GAMES_RPC.get, { id: game.id }, as(bob));
    expect(view.timeline[0]).toMatchObject({ outcome: 'void', lettersGiven: [] });
    expect(view.turn).toMatchObject({ number: 2, setterId: bob.userId });

    const changesBefore = (await eventsOf(GAMES_EVENTS.gameChanged, game.id)).length;
    await service.redeliver(VERIFICATION_EVENTS.verificationChanged, rejected);
    await service.handled(rejected.id);
    expect(await eventsOf(GAMES_EVENTS.gameChanged, game.id)).toHaveLength(changesBefore);
    expect((await service.call(GAMES_RPC.get, { id: game.id }, as(bob))).turn?.number).toBe(2);
  });

  it('decides a disputed attempt at the deadline by the weighted tally then', async () => {
    const game = await startedGame();
    const set = await service.trickVideo(alice.userId, ['tre-1']);
    await service.call(GAMES_RPC.set, { id: game.id, trickId: 'tre-1', postId: set.postId }, as(alice));
    await service.call(GAMES_RPC.call, { id: game.id, postId: set.postId, call: 'make' }, as(bob));
    const attempt = await service.trickVideo(bob.userId, ['tre-1']);
    await service.call(GAMES_RPC.attempt, { id: game.id, postId: attempt.postId }, as(bob));
    await service.call(GAMES_RPC.call, { id: game.id, postId: attempt.postId, call: 'fake' }, as(alice));
    // Not verified, not rejected: only the weights, which lean fake.
    await service.deliver(
      VERIFICATION_EVENTS.verificationChanged,
      service.verification(attempt, {
        revision: 3,
        votesFor: 1,
        votesAgainst: 2,
        weightedFor: 1,
        weightedAgainst: 4,
      }),
    );
    expect((await service.call(GAMES_RPC.get, { id: game.id }, as(bob))).timeline[0].outcome).toBe('pending');

    const after = await expire(await service.call(GAMES_RPC.get, { id: game.id }, as(alice)));
    expect(after.timeline[0]).toMatchObject({
      outcome: 'counted',
      attempts: [{ playerId: bob.userId, result: 'fake', clip: { verdict: 'fake', disputed: true } }],
      lettersGiven: [{ playerId: bob.userId, letter: 'S' }],
    });
  });

  it('moves a game on at its deadline, once, whichever scheduler locks it', async () => {
    const game = await startedGame();
    await service.pastDeadline(game.id);
    // Two passes at once, as two replicas would run them (the service's own timer may be a third).
    await Promise.all([service.scheduler.runOnce(), service.scheduler.runOnce()]);
    const view = await service.call(GAMES_RPC.get, { id: game.id }, as(alice));
    expect(view.timeline.map((turn) => turn.outcome)).toEqual(['skipped', 'pending']);
    expect(view.turn?.setterId).toBe(bob.userId);
    // Challenged, accepted, skipped: one change each.
    expect(await eventsOf(GAMES_EVENTS.gameChanged, game.id)).toHaveLength(3);
  });

  it('wakes by itself for a due deadline', async () => {
    const game = await startedGame();
    await service.pastDeadline(game.id);
    const moved = await service.waitFor(
      async () => {
        const view = await service.call(GAMES_RPC.get, { id: game.id }, as(bob));
        return view.turn?.number === 2 && view;
      },
      { description: 'the scheduler to skip the unset turn' },
    );
    expect(moved.timeline[0].outcome).toBe('skipped');
  });

  it('shows a game to its players and admins only, and lets only players play', async () => {
    const game = await startedGame();
    expect(await errorOf(service.call(GAMES_RPC.get, { id: game.id }, as(stranger)))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await service.call(GAMES_RPC.get, { id: game.id }, as(admin))).toMatchObject({
      id: game.id,
      yourMove: null,
    });
    expect(await errorOf(service.call(GAMES_RPC.forfeit, { id: game.id }, as(admin)))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await errorOf(service.call(GAMES_RPC.bail, { id: game.id }, as(stranger)))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses to challenge a brand, a blocked skater, or oneself; as a brand too', async () => {
    const brand = await service.registerUser({ isBrand: true });
    const blocker = await service.registerUser();
    await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocker.userId, blockedId: alice.userId });
    const challenge = (from: UserProfileChangedV1, to: UserProfileChangedV1) =>
      errorOf(service.call(GAMES_RPC.create, { opponentIds: [to.userId] }, as(from)));
    expect(await challenge(alice, brand)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await challenge(brand, alice)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await challenge(alice, blocker)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await challenge(blocker, alice)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await challenge(alice, alice)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('ends the games in progress of two players when one blocks the other, without a result', async () => {
    const [carol, dave, erin] = await Promise.all([
      service.registerUser(),
      service.registerUser(),
      service.registerUser(),
    ]);
    const challenge = (from: UserProfileChangedV1, to: UserProfileChangedV1[]) =>
      service.call(GAMES_RPC.create, { opponentIds: to.map((user) => user.userId) }, as(from));
    // Carol and Dave play one game and are invited to another with Erin; Carol and Erin play a third.
    const playing = await challenge(carol, [dave]);
    await service.call(GAMES_RPC.accept, { id: playing.id }, as(dave));
    const clip = await service.trickVideo(carol.userId, ['kickflip-1']);
    await service.call(
      GAMES_RPC.set,
      { id: playing.id, trickId: 'kickflip-1', postId: clip.postId },
      as(carol),
    );
    const invited = await challenge(erin, [carol, dave]);
    const apart = await challenge(carol, [erin]);
    await service.call(GAMES_RPC.accept, { id: apart.id }, as(erin));

    await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: dave.userId, blockedId: carol.userId });

    for (const game of [playing, invited]) {
      const view = await service.call(GAMES_RPC.get, { id: game.id }, as(carol));
      expect(view).toMatchObject({ status: 'cancelled', winnerId: null, turn: null, yourMove: null });
      expect(view.players.every((player) => player.letters === '')).toBe(true);
      expect(await eventsOf(GAMES_EVENTS.gameChanged, game.id)).toContainEqual(
        expect.objectContaining({ status: 'cancelled' }),
      );
    }
    expect(await eventsOf(GAMES_EVENTS.gameCancelled, playing.id)).toEqual([
      expect.objectContaining({ playerIds: [carol.userId, dave.userId] }),
    ]);
    expect(await eventsOf(GAMES_EVENTS.gameCancelled, invited.id)).toEqual([
      expect.objectContaining({ playerIds: [erin.userId, carol.userId, dave.userId] }),
    ]);
    // The game without the two goes on; the ended ones are on the Finished tab and count for nobody.
    expect(await service.call(GAMES_RPC.get, { id: apart.id }, as(carol))).toMatchObject({
      status: 'active',
    });
    expect(await service.call(GAMES_RPC.record, { userId: carol.userId }, as(carol))).toEqual({
      wins: 0,
      losses: 0,
      played: 0,
      active: 1,
    });
    const finished = await service.call(GAMES_RPC.list, { status: 'finished' }, as(dave));
    expect(finished.games.map((game) => game.id).sort()).toEqual([playing.id, invited.id].sort());
    expect(await errorOf(service.call(GAMES_RPC.bail, { id: playing.id }, as(dave)))).toMatchObject({
      code: 'CONFLICT',
      error: GAME_MESSAGES.cancelled,
    });

    // A repeated or late block ends nothing more; a block between others leaves their games alone.
    await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: dave.userId, blockedId: carol.userId });
    await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: dave.userId, blockedId: erin.userId });
    expect(await eventsOf(GAMES_EVENTS.gameCancelled, playing.id)).toHaveLength(1);
    expect(await service.call(GAMES_RPC.get, { id: apart.id }, as(carol))).toMatchObject({
      status: 'active',
    });
  });

  it('ends games on the auth service’s copy of a block too, and once on a block both producers carry', async () => {
    const [frank, gina, hugo] = await Promise.all([
      service.registerUser(),
      service.registerUser(),
      service.registerUser(),
    ]);
    const invite = (from: UserProfileChangedV1, to: UserProfileChangedV1) =>
      service.call(GAMES_RPC.create, { opponentIds: [to.userId] }, as(from));
    const byAuth = await invite(frank, gina);
    const byBoth = await invite(frank, hugo);

    await service.deliver(AUTH_EVENTS.blocked, { blockerId: gina.userId, blockedId: frank.userId });
    await service.deliverFromBothProducers(SOCIAL_EVENTS.blocked, {
      blockerId: hugo.userId,
      blockedId: frank.userId,
    });

    for (const game of [byAuth, byBoth]) {
      expect(await service.call(GAMES_RPC.get, { id: game.id }, as(frank))).toMatchObject({
        status: 'cancelled',
      });
      expect(await eventsOf(GAMES_EVENTS.gameCancelled, game.id)).toHaveLength(1);
    }
  });

  it('takes imported accounts in one batch; a repeat or an older copy changes nothing', async () => {
    const known = await service.registerUser({ displayName: 'Known' });
    const imported = newProfile({ displayName: 'Imported' });
    const batch = {
      users: [imported, { ...known, displayName: 'Older', updatedAt: new Date(0).toISOString() }],
    };
    await service.deliver(AUTH_EVENTS.usersImported, batch);
    await service.deliver(AUTH_EVENTS.usersImported, batch);

    expect(
      await service.query(
        'SELECT display_name FROM games.users WHERE user_id = ANY($1) ORDER BY display_name',
        [[known.userId, imported.userId]],
      ),
    ).toEqual([{ display_name: 'Imported' }, { display_name: 'Known' }]);
  });
});
