import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { pushesForGameChanged } from './games-pushes';

describe('games:updated pushes', () => {
  it('go to each player of the game once, and to nobody else', () => {
    const pushes = pushesForGameChanged({
      gameId: 'game-1',
      playerIds: ['alice', 'bob', 'alice'],
      status: 'active',
      revision: 3,
    });
    expect(pushes).toEqual([
      { to: 'user', userId: 'alice', event: REALTIME_EVENTS.gamesUpdated, payload: { gameId: 'game-1' } },
      { to: 'user', userId: 'bob', event: REALTIME_EVENTS.gamesUpdated, payload: { gameId: 'game-1' } },
    ]);
    expect(REALTIME_EVENTS.gamesUpdated).toBe('games:updated');
  });
});
