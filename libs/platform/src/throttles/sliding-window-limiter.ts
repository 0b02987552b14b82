import type { DataSource } from 'typeorm';

export interface SlidingWindowRule {
  /** At most this many actions… */
  limit: number;
  /** …in any window of this many seconds. */
  windowSeconds: number;
}

export type SlidingWindowOutcome = { allowed: true } | { allowed: false; msBeforeNext: number };

/** How often a process deletes the rows of keys idle for longer than their window. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A sliding-window log in one PostgreSQL table: each key's row keeps the times (ms, the database's clock) of
 * the actions let through within the last window, oldest first. One upsert drops the times that left the
 * window and appends the new one only while fewer than `limit` remain, so no window of `windowSeconds`, at
 * any position, ever holds more than `limit` actions. The upsert locks the key's row, so concurrent calls
 * from any number of replicas are counted one after another; the database's clock, not each replica's,
 * dates them. A refused attempt is not recorded, so it never pushes the next allowed time further away.
 */
export class SlidingWindowLimiter {
  private readonly consumeSql: string;
  private readonly sweepSql: string;
  private lastSweep = Date.now();

  /** `table` is qualified (`"<schema>"."<table>"`) and was created by `SlideThrottleWindows`. */
  constructor(
    private readonly dataSource: DataSource,
    table: string,
  ) {
    // $1 key, $2 limit, $3 window in ms. EXCLUDED.hits[1] is this attempt's time.
    const recent = `ARRAY(SELECT h FROM unnest(t.hits) h WHERE h > EXCLUDED.hits[1] - $3 ORDER BY h)`;
    const roomLeft = `cardinality(${recent}) < $2`;
    this.consumeSql = `
      INSERT INTO ${table} AS t (key, hits, last_allowed, expires_at)
      SELECT $1, ARRAY[now_ms], true, now_ms + $3
        FROM (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now_ms) clock
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${roomLeft} THEN ${recent} || EXCLUDED.hits[1] ELSE ${recent} END,
        last_allowed = ${roomLeft},
        expires_at = GREATEST(t.expires_at, CASE WHEN ${roomLeft} THEN EXCLUDED.expires_at ELSE 0 END)
      RETURNING last_allowed AS allowed,
                -- Refused: the hit whose leaving the window makes room for one more.
                hits[cardinality(hits) - $2 + 1] + $3 - (extract(epoch FROM clock_timestamp()) * 1000)::bigint
                  AS ms_before_next`;
    this.sweepSql = `DELETE FROM ${table}
      WHERE expires_at < (extract(epoch FROM clock_timestamp()) * 1000)::bigint`;
  }

  /** Counts one action of `key`, or refuses it with the time until one more would be let through. */
  async consume(key: string, rule: SlidingWindowRule): Promise<SlidingWindowOutcome> {
    await this.sweepNow();
    const [row] = await this.dataSource.query<{ allowed: boolean; ms_before_next: string | null }[]>(
      this.consumeSql,
      [key, rule.limit, rule.windowSeconds * 1000],
    );
    if (row.allowed) return { allowed: true };
    return { allowed: false, msBeforeNext: Number(row.ms_before_next ?? rule.windowSeconds * 1000) };
  }

  /** Rows of keys with no action in their last window say nothing any more; deleting them keeps the table small. */
  private async sweepNow(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.dataSource.query(this.sweepSql);
  }
}
