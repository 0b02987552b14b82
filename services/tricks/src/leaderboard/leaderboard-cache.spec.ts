import type { LeaderboardEntryDto } from '@boonies/contracts';
import { loadConfig } from '@boonies/platform';
import { TricksConfig } from '../config/tricks.config';
import { LeaderboardCache } from './leaderboard-cache';

describe('LeaderboardCache', () => {
  const cache = (ttlMs: number) =>
    new LeaderboardCache(loadConfig(TricksConfig, { LEADERBOARD_CACHE_MS: String(ttlMs) }));
  const board = (score: number): LeaderboardEntryDto[] => [
    {
      rank: 1,
      id: 'user-1',
      username: 'one',
      displayName: null,
      avatarUrl: null,
      proStatus: false,
      amateurStatus: false,
      flowStatus: false,
      isBrand: false,
      score,
      level: 1,
      levelName: 'Beginner',
    },
  ];

  it('serves a board from memory, one load for concurrent readers, per filter', async () => {
    const boards = cache(60_000);
    const load = jest.fn(async () => board(10));

    const [first, second] = await Promise.all([boards.get('all', load), boards.get('all', load)]);
    await boards.get('all', load);
    await boards.get('pro', load);

    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after an invalidation and after its lifetime', async () => {
    const boards = cache(50);
    let score = 0;
    const load = async () => board(++score);

    expect((await boards.get('all', load))[0].score).toBe(1);
    boards.invalidate();
    expect((await boards.get('all', load))[0].score).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await boards.get('all', load))[0].score).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const boards = cache(60_000);
    await expect(boards.get('all', () => Promise.reject(new Error('database away')))).rejects.toThrow('away');

    expect(await boards.get('all', async () => board(7))).toEqual(board(7));
  });
});
