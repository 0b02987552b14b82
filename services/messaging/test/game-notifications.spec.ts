import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  GAME_MESSAGES,
  GAMES_EVENTS,
  type GameWonV1,
  type LetterGivenV1,
  type TurnSetV1,
} from '@boonies/contracts/games';
import { MESSAGING_RPC, type NotificationDto } from '@boonies/contracts/messaging';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('notifications of games of S.K.A.T.E.', () => {
  let service: MessagingTestService;
  let alice: UserProfileChangedV1;
  let bob: UserProfileChangedV1;

  beforeAll(async () => {
    service = await MessagingTestService.start('game_notifications');
    [alice, bob] = await Promise.all([
      service.registerUser({ username: 'alice' }),
      service.registerUser({ username: 'bob' }),
    ]);
  });

  afterAll(() => service?.stop());

  const notificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications;
  const ofGame = async (userId: string, gameId: string) =>
    (await notificationsOf(userId)).filter((notification) => notification.link === `/games/${gameId}`);

  it('tells each player what the game needs of them, linking to the game', async () => {
    const gameId = randomUUID();
    await service.deliver(GAMES_EVENTS.gameInvited, {
      gameId,
      challengerId: alice.userId,
      inviteeIds: [bob.userId],
      turnHours: 48,
    });
    await service.deliver(GAMES_EVENTS.invitationAnswered, {
      gameId,
      challengerId: alice.userId,
      playerId: bob.userId,
      answer: 'accepted',
    });
    const turn: TurnSetV1 = {
      gameId,
      turnNumber: 1,
      setterId: alice.userId,
      trickId: 'kickflip-1',
      postId: randomUUID(),
      attempterIds: [bob.userId],
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
    };
    await service.deliver(GAMES_EVENTS.turnSet, turn);
    await service.deliver(GAMES_EVENTS.attemptPosted, {
      gameId,
      turnNumber: 1,
      playerId: bob.userId,
      setterId: alice.userId,
      postId: randomUUID(),
      bailed: false,
    });
    const letter: LetterGivenV1 = {
      gameId,
      turnNumber: 1,
      playerId: bob.userId,
      letter: 'S',
      letters: 'S',
      out: false,
      playerIds: [alice.userId, bob.userId],
    };
    await service.deliver(GAMES_EVENTS.letterGiven, letter);
    const won: GameWonV1 = {
      gameId,
      winnerId: alice.userId,
      playerIds: [alice.userId, bob.userId],
      finishedAt: new Date().toISOString(),
    };
    await service.deliver(GAMES_EVENTS.gameWon, won);

    expect((await ofGame(bob.userId, gameId)).map((n) => n.message).reverse()).toEqual([
      'alice challenged you to S.K.A.T.E.',
      'alice set a trick: your turn to match it',
      'You got a letter in S.K.A.T.E.: S',
      'Game over: alice won the game of S.K.A.T.E.',
    ]);
    expect((await ofGame(alice.userId, gameId)).map((n) => n.message).reverse()).toEqual([
      'bob accepted your S.K.A.T.E. challenge',
      'bob posted an attempt: make or fake?',
      'bob got a letter: S',
      'You won the game of S.K.A.T.E.!',
    ]);
    expect((await ofGame(bob.userId, gameId)).every((n) => n.type === 'game')).toBe(true);
  });

  it('applies a redelivered game event once', async () => {
    const gameId = randomUUID();
    const invited = await service.deliver(GAMES_EVENTS.gameInvited, {
      gameId,
      challengerId: alice.userId,
      inviteeIds: [bob.userId],
      turnHours: 24,
    });
    await service.redeliver(GAMES_EVENTS.gameInvited, invited);
    await service.handled(invited.id);
    expect(await ofGame(bob.userId, gameId)).toHaveLength(1);
  });

  it('tells every player of a game cancelled by a block that it ended, naming nobody, even across the block', async () => {
    const gameId = randomUUID();
    await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: bob.userId, blockedId: alice.userId });
    await service.deliver(GAMES_EVENTS.gameCancelled, {
      gameId,
      playerIds: [alice.userId, bob.userId],
      cancelledAt: new Date().toISOString(),
    });
    for (const player of [alice, bob]) {
      expect(await ofGame(player.userId, gameId)).toEqual([
        expect.objectContaining({ type: 'game', message: GAME_MESSAGES.cancelled, fromUser: null }),
      ]);
    }
    await service.deliver(SOCIAL_EVENTS.unblocked, { blockerId: bob.userId, blockedId: alice.userId });
  });
});
