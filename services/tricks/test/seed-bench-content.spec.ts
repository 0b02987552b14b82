import { seededId } from '@boonies/contracts/seeding';
import { type ScoreDto, TRICKS_RPC } from '@boonies/contracts/tricks';
import { CommandRefused } from '@boonies/platform';
import { randomUUID } from 'node:crypto';
import { seedBenchContentCommand } from '../src/bench-content/seed-bench-content.command';
import { sameScore, storedScoreOf, toScoreDto } from '../src/scores/score-totals';
import { ScoresRepository } from '../src/scores/scores.repository';
import { catalogueEntry } from './support/catalogue-fixture';
import { callerFor, TricksTestService } from './support/tricks-test-service';

jest.setTimeout(60_000);

const USERS = 6;
const PER_USER = 3;
/** Twelve tricks in id order, worth 100, 93, … 23 points: two verified ones lift a user past level 1. */
const CATALOGUE = Array.from({ length: 12 }, (_, i) =>
  catalogueEntry(`seed-${String(i + 1).padStart(2, '0')}`, { points: 100 - 7 * i }),
);
const TRICK_IDS = CATALOGUE.map(({ id }) => id);
const POINTS = new Map(CATALOGUE.map(({ id, points }) => [id, points as number]));
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Seeded user u's learned tricks as the command's layout makes them: spread positions, two in five verified. */
const learnedBy = (u: number) =>
  Array.from({ length: PER_USER }, (_, k) => ({
    trickId: TRICK_IDS[(u * 7 + k) % TRICK_IDS.length],
    verified: (u + k) % 5 < 2,
  }));

/** A score as the service shows it, from learned tricks and the catalogue's points. */
function scoreOf(userId: string, learned: { trickId: string; verified: boolean }[]): ScoreDto {
  const sum = (list: typeof learned) => list.reduce((total, { trickId }) => total + POINTS.get(trickId)!, 0);
  const verified = learned.filter((trick) => trick.verified);
  return toScoreDto(
    storedScoreOf(userId, {
      privateScore: sum(learned),
      publicScore: sum(verified),
      learnedCount: learned.length,
      verifiedCount: verified.length,
    }),
  );
}

/** The tricks service's `seed-bench-content` command at a small scale, read back through its routes. */
describe('seed-bench-content (tricks)', () => {
  let tricks: TricksTestService;
  /** A signed-in member with no ties to anyone. */
  const viewer = callerFor(randomUUID());
  const seededUsers = numbers(USERS).map((u) => seededId('user', u));
  let skaters: string[];
  let summary: Record<string, unknown>;

  beforeAll(async () => {
    tricks = await TricksTestService.start('seed-bench-content', { catalogue: CATALOGUE });
    for (const userId of seededUsers) await tricks.registerUser({ userId });
    skaters = [(await tricks.registerUser()).userId, (await tricks.registerUser()).userId];
    const printed = await seedBenchContentCommand.run(tricks.app, [
      ...['--users', String(USERS), '--per-user', String(PER_USER), '--skaters', skaters.join(',')],
    ]);
    summary = JSON.parse(printed);
  });

  afterAll(() => tricks?.stop());

  it('prints the counts it loaded and tricks no skater has learned, to toggle', () => {
    expect(summary).toEqual({
      users: USERS + skaters.length,
      progress: (USERS + skaters.length) * PER_USER,
      toggled: TRICK_IDS.slice(PER_USER),
    });
  });

  it('serves each seeded user’s learned tricks, two in five verified', async () => {
    for (const [index, userId] of seededUsers.entries()) {
      const progress = await tricks.call(TRICKS_RPC.progress, { userId }, viewer);
      const expected = learnedBy(index + 1).map((trick) => ({ ...trick, learned: true }));
      expect(progress.map(({ trickId, learned, verified }) => ({ trickId, learned, verified }))).toEqual(
        expect.arrayContaining(expected),
      );
      expect(progress).toHaveLength(PER_USER);
    }
  });

  it('stores each learner’s score as the service’s own formula adds it up', async () => {
    const scores = [
      ...seededUsers.map((userId, index) => scoreOf(userId, learnedBy(index + 1))),
      ...skaters.map((userId) =>
        scoreOf(
          userId,
          TRICK_IDS.slice(0, PER_USER).map((trickId) => ({ trickId, verified: false })),
        ),
      ),
    ];
    for (const score of scores) {
      expect(await tricks.call(TRICKS_RPC.score, { userId: score.userId }, viewer)).toEqual(score);
    }
    expect(scores.some(({ level }) => level > 1)).toBe(true);

    const recounts = await tricks.app
      .get(ScoresRepository)
      .recount(tricks.dataSource.manager, [...seededUsers, ...skaters]);
    for (const { userId, totals, stored } of recounts) {
      expect(stored && sameScore(stored, storedScoreOf(userId, totals))).toBe(true);
    }
  });

  it('ranks the seeded users on the leaderboard by their public score', async () => {
    const board = await tricks.call(TRICKS_RPC.leaderboard, {}, viewer);
    const expected = Object.fromEntries(
      seededUsers.map((userId, index) => [userId, scoreOf(userId, learnedBy(index + 1)).publicScore]),
    );
    const ranked = board.filter(({ id }) => id in expected);
    expect(Object.fromEntries(ranked.map(({ id, score }) => [id, score]))).toEqual(expected);
    const shown = board.map(({ score }) => score);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('refuses a catalogue too small for the tricks per user, or options it cannot read', async () => {
    for (const args of [
      ['--users', '2', '--per-user', '5'],
      ['--users', '2'],
      ['--users', '2', '--per-user', '1', '--skaters', 'someone'],
    ]) {
      await expect(seedBenchContentCommand.run(tricks.app, args)).rejects.toBeInstanceOf(CommandRefused);
    }
  });
});
