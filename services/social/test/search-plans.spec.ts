import { tablePaths } from '@boonies/platform';
import { randomUUID } from 'node:crypto';
import { Block } from '../src/blocks/entities/block.entity';
import { PEOPLE } from '../src/people/entities/person.entity';
import { FUZZY_MIN_LENGTH, NEAR_MISS_THRESHOLD } from '../src/search/search-ranking';
import { searchStatements } from '../src/search/search.sql';
import { SocialTestService } from './support/social-test-service';

/**
 * The plans of user search's prepared statement on a seeded table, as PostgreSQL runs it once it stops
 * planning each execution (the generic plan, made without the parameters' values): each prefix tier walks
 * its name index in order and stops after a page; the trigram tier goes through the GIN indexes, and only
 * when the prefixes fell short. Set SEARCH_PLAN_USERS for a benchmark-sized check and
 * SEARCH_PLAN_REPORT=1 to print the plans with their timings.
 */
const SEEDED_USERS = Number(process.env.SEARCH_PLAN_USERS ?? 20_000);
const PRINT_PLANS = process.env.SEARCH_PLAN_REPORT === '1';

describe('user search plans', () => {
  let social: SocialTestService;
  const caller = randomUUID();

  beforeAll(async () => {
    social = await SocialTestService.start('search_plans');
    // Names made of a few shared words, as skaters' are: a short prefix or a common word matches thousands.
    await social.dataSource.query(
      `INSERT INTO social.people (user_id, username, display_name, is_brand, updated_at)
       SELECT gen_random_uuid(),
              (ARRAY['rusty', 'gnarly', 'stoked', 'mellow'])[n % 4 + 1]
                || (ARRAY['grind', 'kickflip', 'ledge', 'rail', 'bowl'])[n / 4 % 5 + 1] || n,
              CASE WHEN n % 5 <> 0 THEN (ARRAY['Rodney', 'Nyjah', 'Leticia'])[n % 3 + 1]
                                        || ' ' || (ARRAY['Mullen', 'Huston', 'Bufoni', 'Hawk'])[n / 3 % 4 + 1] END,
              n % 100 = 3,
              now()
         FROM generate_series(1, $1) n`,
      [SEEDED_USERS],
    );
    // As autovacuum would.
    await social.dataSource.query('VACUUM ANALYZE social.people');
  }, 600_000);

  afterAll(() => social?.stop());

  /**
   * EXPLAIN ANALYZE of a statement's generic plan, for `query` as the service would send it: the search, or
   * the near-miss pass under the settings its transaction holds.
   */
  async function genericPlan(
    query: string,
    excludeBrands = false,
    statement: 'search' | 'nearMiss' = 'search',
  ) {
    const statements = searchStatements(tablePaths(social.dataSource, { users: PEOPLE, blocks: Block }));
    const runner = social.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SET plan_cache_mode = force_generic_plan');
      if (statement === 'nearMiss') {
        await runner.query('SET enable_seqscan = off');
        await runner.query(`SET pg_trgm.word_similarity_threshold = ${NEAR_MISS_THRESHOLD}`);
      }
      await runner.query(`PREPARE search_plan AS ${statements[statement]}`);
      const fuzzy = query.length >= FUZZY_MIN_LENGTH;
      const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
      const args = [
        literal(caller),
        literal(query),
        excludeBrands,
        ...(statement === 'search' ? [fuzzy] : []),
      ];
      const rows: { 'QUERY PLAN': string }[] = await runner.query(
        `EXPLAIN (ANALYZE, BUFFERS) EXECUTE search_plan(${args.join(', ')})`,
      );
      const text = rows.map((row) => row['QUERY PLAN']).join('\n');
      if (PRINT_PLANS) process.stdout.write(`\n=== ${statement} "${query}" ===\n${text}\n`);
      return text;
    } finally {
      await runner.query('DEALLOCATE ALL');
      await runner.query('RESET ALL');
      await runner.release();
    }
  }

  /** The plan's lines for one node, e.g. the scans of the GIN indexes. */
  const lines = (plan: string, pattern: RegExp) => plan.split('\n').filter((line) => pattern.test(line));

  it.each([
    ['a short username prefix that matches thousands', 'ru'],
    ['a username prefix that fills the page', 'rustyledge'],
    ['a display-name prefix that fills the page', 'nyjah h'],
  ])('%s: both prefix tiers walk their index in order, and no trigram search runs', async (_, query) => {
    const plan = await genericPlan(query);
    expect(plan).toMatch(/Index Scan using people_username_prefix_idx/);
    expect(plan).toMatch(/Index Scan using people_display_name_prefix_idx/);
    expect(plan).not.toMatch(/Seq Scan on people|Bitmap Index Scan on people_\w+_prefix_idx|Sort Method/);
    for (const scan of lines(plan, /Bitmap Index Scan on people_(username|display_name)_trgm_idx/)) {
      expect(scan).toContain('(never executed)');
    }
  });

  it.each([
    ['an exact username', 'mellowrail1235'],
    ['a misspelt username', 'mellowrial'],
    ['a misspelt last name', 'buffoni'],
  ])('%s: the trigram tier fills the page through the GIN indexes', async (_, query) => {
    const plan = await genericPlan(query);
    expect(plan).not.toMatch(/Seq Scan on people/);
    const trigramScans = lines(plan, /Bitmap Index Scan on people_(username|display_name)_trgm_idx/);
    expect(trigramScans).toHaveLength(2);
    for (const scan of trigramScans) expect(scan).not.toContain('(never executed)');
  });

  it.each([
    ['a misspelt last name', 'bufnoi'],
    ['a name nobody has', 'zzqxj'],
  ])('%s: the near-miss pass, prepared, goes through the GIN indexes', async (_, query) => {
    const plan = await genericPlan(query, false, 'nearMiss');
    expect(plan).not.toMatch(/Seq Scan on people/);
    const trigramScans = lines(plan, /Bitmap Index Scan on people_(username|display_name)_trgm_idx/);
    expect(trigramScans).toHaveLength(2);
  });
});
