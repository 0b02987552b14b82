import { SEARCH_RESULTS_MAX } from '@boonies/contracts/social';
import { accountIsLive, notBlockingCaller } from '../access/live-accounts.sql';
import { summaryColumns } from '../people/user-summary';

/**
 * Live accounts (neither deactivated nor suspended) with no block between them and the caller
 * (`callerParam`), either way: suggestions never offer whom the caller blocked.
 */
export function visibleTo(callerParam: string, blocks: string) {
  // Two anti-joins rather than one with OR: each is a lookup on one of the blocks indexes.
  return (alias: string) => `
      ${accountIsLive(alias)}
      AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${callerParam} AND b.blocked_id = ${alias}.user_id)
      AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocked_id = ${callerParam} AND b.blocker_id = ${alias}.user_id)`;
}

/**
 * Matches of the trigram tier ranked at most, on each name: a page and a half. Every one passed the
 * threshold, so they are all close; each costs a heap visit and a few similarity computations, the most of a
 * search's time.
 */
export const FUZZY_CANDIDATES_PER_NAME = (3 * SEARCH_RESULTS_MAX) / 2;

/** What user search reads, by schema-qualified name: the accounts and the blocks between them. */
export interface SearchTables {
  users: string;
  blocks: string;
}

/**
 * The statements of user search, shared with the search benchmark so it explains what runs.
 *
 * `search`, one prepared statement: $1 the caller, $2 the query (normalised), $3 leave brands out, $4 whether
 * the trigram tier may run (the query is long enough). Its prefix tiers each walk their `text_pattern_ops`
 * index in name order from the query on and stop after a page, so a short prefix that matches thousands
 * still reads one page. The prefix is a range, `[q, q || U+10FFFF)` in byte order, rather than `LIKE 'q%'`:
 * the planner turns a `LIKE` into an index range only for a pattern it can read, which a prepared
 * statement's generic plan cannot; the range is the same set of names (but for those going on with
 * U+10FFFF, a noncharacter), and takes the query's `%` and `_` literally. The trigram tier runs only when the
 * prefixes found fewer than a page, and fills the rest.
 *
 * `nearMiss`: the trigram tier alone, at the looser threshold the caller sets in its transaction ($1 the
 * caller, $2 the query, $3 leave brands out).
 */
export function searchStatements(tables: SearchTables): {
  search: string;
  nearMiss: string;
} {
  // The policy's view_profile: whoever blocked the caller vanishes; whom the caller blocked stays findable,
  // so its profile can be opened to unblock it.
  const visible = (alias: string) =>
    `${accountIsLive(alias)} AND ${notBlockingCaller(alias, '$1::uuid', tables.blocks)}`;
  const brands = `($3::boolean IS NOT TRUE OR NOT u.is_brand)`;
  const startsWithQuery = (name: string) =>
    `${name} ~>=~ $2::text AND ${name} ~<~ ($2::text || chr(1114111))`;
  // Literals, not parameters: a generic plan that does not know the page is small plans for a tenth of the table.
  const page = String(SEARCH_RESULTS_MAX);
  const prefixTier = (name: string) => `
      (SELECT ${summaryColumns('u')}, 0::real AS similarity FROM ${tables.users} u
        WHERE ${startsWithQuery(name)} AND ${brands} AND ${visible('u')}
        ORDER BY ${name} USING ~<~ LIMIT ${page})`;
  // Trigram word similarity (`<%`, pg_trgm.word_similarity_threshold) through each name's GIN index: the
  // query against the closest run of words in the name, so "hawk" finds "Tony Hawk" and a typo finds the
  // username, while a query sharing only a fragment does not flood the tier. A common whole word can still
  // match thousands: the best of the first FUZZY_CANDIDATES_PER_NAME of each name are ranked, which bounds the
  // work. One scan per name rather than one with OR, whose every row PostgreSQL tested on both names twice.
  const similarity = `greatest(word_similarity($2::text, u.username), word_similarity($2::text, coalesce(u.display_name, '')))`;
  const trigramMatches = (name: string, condition: string) => `
      (SELECT ${summaryColumns('u')}, ${similarity} AS similarity FROM ${tables.users} u
        WHERE ${condition} AND $2::text <% ${name} AND ${brands} AND ${visible('u')}
        LIMIT ${FUZZY_CANDIDATES_PER_NAME})`;
  const trigramTier = (condition: string) => `
      SELECT * FROM (
        ${trigramMatches('u.username', condition)}
        UNION ALL
        ${trigramMatches('u.display_name', `${condition} AND NOT ($2::text <% u.username)`)}
      ) candidates
      ORDER BY similarity DESC, username`;
  const found = '(SELECT count(DISTINCT id) FROM prefix)';
  return {
    search: `
      WITH prefix AS MATERIALIZED (
        ${prefixTier('u.username')}
        UNION ALL
        ${prefixTier('lower(u.display_name)')}
      )
      SELECT * FROM prefix
      UNION ALL
      (${trigramTier(`$4::boolean AND ${found} < ${page} AND u.user_id NOT IN (SELECT id FROM prefix)`)}
        LIMIT greatest(${page} - ${found}, 0))`,
    nearMiss: `${trigramTier('true')} LIMIT ${page}`,
  };
}
