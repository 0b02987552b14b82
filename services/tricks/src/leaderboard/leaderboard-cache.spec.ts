import { LEADERBOARD_SIZE } from '@boonies/contracts/tricks';
import { loadConfig } from '@boonies/platform';
import { TricksConfig } from '../config/tricks.config';
import { LeaderboardCache, type RankedScore } from './leaderboard-cache';

describe('LeaderboardCache', () => {
  const cache = (ttlMs: number) =>
    new LeaderboardCache(loadConfig(TricksConfig, { LEADERBOARD_CACHE_MS: String(ttlMs) }));
  const board = (score: number): RankedScore[] => [{ userId: 'user-1', publicScore: score }];
  /** A full board: user-0 at 1,000 points down to the last row at `lowest`. */
  const fullBoard = (lowest: number): RankedScore[] =>
    Array.from({ length: LEADERBOARD_SIZE }, (_, index) => ({
      userId: `user-${index}`,
      publicScore: index === LEADERBOARD_SIZE - 1 ? lowest : 1000 - index,
    }));

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

    expect((await boards.get('all', load))[0].publicScore).toBe(1);
    boards.invalidate();
    expect((await boards.get('all', load))[0].publicScore).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await boards.get('all', load))[0].publicScore).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const boards = cache(60_000);
    await expect(boards.get('all', () => Promise.reject(new Error('database away')))).rejects.toThrow('away');

    expect(await boards.get('all', async () => board(7))).toEqual(board(7));
  });

  describe('after scores changed', () => {
    /** Whether the board under `key` is loaded again after `scores` changed. */
    async function reloads(loaded: RankedScore[], scores: RankedScore[], key = 'all'): Promise<boolean> {
      const boards = cache(60_000);
      const load = jest.fn(async () => loaded);
      await boards.get(key, load);
      boards.scoresChanged(scores);
      await boards.get(key, load);
      return load.mock.calls.length === 2;
    }

    it('keeps a full board that a score below its last row cannot reach', async () => {
      expect(await reloads(fullBoard(100), [{ userId: 'outsider', publicScore: 99 }])).toBe(false);
    });

    it('clears a full board that a new score reaches, ties included', async () => {
      expect(await reloads(fullBoard(100), [{ userId: 'climber', publicScore: 100 }])).toBe(true);
      expect(await reloads(fullBoard(100), [{ userId: 'climber', publicScore: 400 }])).toBe(true);
    });

    it('clears a board a rescored skater is on, whichever way the score went', async () => {
      expect(await reloads(fullBoard(100), [{ userId: 'user-3', publicScore: 0 }])).toBe(true);
    });

    it('clears a board that is not full: anyone may join it', async () => {
      expect(await reloads(board(100), [{ userId: 'newcomer', publicScore: 1 }])).toBe(true);
    });

    it('clears a board still loading: it may have read before the change', async () => {
      const boards = cache(60_000);
      let finish: (rows: RankedScore[]) => void = () => undefined;
      const first = boards.get('all', () => new Promise<RankedScore[]>((resolve) => (finish = resolve)));
      boards.scoresChanged([{ userId: 'outsider', publicScore: 1 }]);
      finish(fullBoard(100));
      await first;

      const load = jest.fn(async () => fullBoard(100));
      await boards.get('all', load);
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
