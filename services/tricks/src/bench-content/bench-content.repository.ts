import { seededIdSql } from '@boonies/contracts/seeding';
import { MAX_LEVEL, POINTS_PER_LEVEL } from '@boonies/contracts/tricks';
import { tablePaths, vacuumAnalyze, withoutIndexes } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Trick } from '../catalogue/entities/trick.entity';
import { ProgressRecord } from '../progress/entities/progress-record.entity';
import { LEADERBOARD_USERS } from '../projections/entities/leaderboard-user.entity';
import { UserScore } from '../scores/entities/user-score.entity';

/** How much benchmark progress to load, for the seeded users 1…`users` (`seededId('user', n)`). */
export interface TricksBenchContent {
  users: number;
  /** Learned tricks per seeded user. */
  perUser: number;
  /** Accounts (the benchmark's signed-in skaters) that learned the first `perUser` tricks, none verified. */
  skaters: readonly string[];
}

/** What the tables hold after the load. */
export interface TricksBenchCounts {
  users: number;
  progress: number;
}

/**
 * The benchmarks' bulk progress in the tricks service's tables, set-based (generate_series) so millions of
 * rows load in minutes: learned tricks at spread positions of the catalogue, two in five verified, learned
 * over the last year; then every learner's score, summed as the score keeper sums it.
 */
export class BenchContentRepository {
  private readonly tables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = tablePaths(dataSource, {
      tricks: Trick,
      progress: ProgressRecord,
      userScores: UserScore,
      leaderboardUsers: LEADERBOARD_USERS,
    });
  }

  /** The catalogue's trick ids in id order: positions in it pick the learned tricks. */
  async catalogue(): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM ${this.tables.tricks} ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /** Loads the progress and the scores; `tricks` is the catalogue, at least `perUser` long. */
  async load(content: TricksBenchContent, tricks: readonly string[]): Promise<TricksBenchCounts> {
    const t = this.tables;
    await withoutIndexes(this.dataSource, [t.progress], () => this.insertProgress(content, tricks));
    await this.sumScores();
    await vacuumAnalyze(this.dataSource, [t.progress, t.userScores, t.leaderboardUsers]);
    return this.counts();
  }

  private async insertProgress(
    { users, perUser, skaters }: TricksBenchContent,
    tricks: readonly string[],
  ): Promise<void> {
    const { progress } = this.tables;
    await this.dataSource.query(
      `INSERT INTO ${progress} (id, user_id, trick_id, learned, verified, learned_at, verified_at)
       SELECT ${seededIdSql('progress', 'u * 64 + k')}, ${seededIdSql('user', 'u')},
              ($3::text[])[(u * 7 + k) % cardinality($3::text[]) + 1], true, (u + k) % 5 < 2,
              now() - ((u * 97 + k * 13) % 525600) * interval '1 minute',
              CASE WHEN (u + k) % 5 < 2 THEN now() END
         FROM generate_series(1, $1::int) AS u
        CROSS JOIN generate_series(0, $2::int - 1) AS k`,
      [users, perUser, tricks],
    );
    // The skaters learned (none verified) the first tricks; the benchmark's writes toggle others.
    await this.dataSource.query(
      `INSERT INTO ${progress} (user_id, trick_id, learned, learned_at)
       SELECT s.id, t.id, true, now() FROM unnest($1::uuid[]) AS s(id)
        CROSS JOIN unnest(($2::text[])[1:$3::int]) AS t(id)`,
      [skaters, tricks, perUser],
    );
  }

  /** Every learner's scores and level from their learned tricks, in one statement. */
  private async sumScores(): Promise<void> {
    const { progress, tricks, userScores } = this.tables;
    await this.dataSource.query(
      `INSERT INTO ${userScores} AS s
              (user_id, private_score, public_score, learned_count, verified_count, level)
       SELECT totals.*, least(totals.public_score / $1::int + 1, $2::int)
         FROM (SELECT p.user_id,
                      sum(t.resolved_points)::int AS private_score,
                      COALESCE(sum(t.resolved_points) FILTER (WHERE p.verified), 0)::int AS public_score,
                      count(*)::int AS learned_count,
                      count(*) FILTER (WHERE p.verified)::int AS verified_count
                 FROM ${progress} p JOIN ${tricks} t ON t.id = p.trick_id
                WHERE p.learned
                GROUP BY p.user_id) AS totals
       ON CONFLICT (user_id) DO UPDATE SET private_score = EXCLUDED.private_score,
         public_score = EXCLUDED.public_score, learned_count = EXCLUDED.learned_count,
         verified_count = EXCLUDED.verified_count, level = EXCLUDED.level`,
      [POINTS_PER_LEVEL, MAX_LEVEL],
    );
  }

  async counts(): Promise<TricksBenchCounts> {
    const { leaderboardUsers, progress } = this.tables;
    const [counts] = await this.dataSource.query<TricksBenchCounts[]>(
      `SELECT (SELECT count(*) FROM ${leaderboardUsers})::int AS users,
              (SELECT count(*) FROM ${progress})::int AS progress`,
    );
    return counts;
  }
}
