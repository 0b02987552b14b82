import type { AuthTables } from '../../database/auth-tables';
import { accountIsLive, notBlockingCaller } from '../../access/live-accounts';
import { summaryColumns } from '../../users/user-summary';

/**
 * Live accounts (neither deactivated nor suspended) with no block between them and the caller
 * (`callerParam`), either way: suggestions never offer whom the caller blocked.
 */
export function visibleTo(callerParam: string, blocks: string) {
  // Two anti-joins rather than one with OR: each is a lookup on one of the blocks indexes.
  return (alias: string) => `
      ${accountIsLive(alias)}
      AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${callerParam} AND b.blocked_id = ${alias}.id)
      AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocked_id = ${callerParam} AND b.blocker_id = ${alias}.id)`;
}

/**
 * The two statements of user search, shared with the search benchmark so it explains what runs.
 * Parameters: $1 the caller, $2 the prefix pattern (prefix) or the query (fuzzy), $3 leave brands out,
 * $4 how many, $5 (fuzzy) the ids the prefixes already found, $6 (fuzzy) how many matches to rank.
 */
export function searchStatements(tables: Pick<AuthTables, 'users' | 'blocks'>): {
  prefix: string;
  fuzzy: string;
} {
  // The policy's view_profile: whoever blocked the caller vanishes; whom the caller blocked stays findable,
  // so its profile can be opened to unblock it.
  const visible = (alias: string) =>
    `${accountIsLive(alias)} AND ${notBlockingCaller(alias, '$1', tables.blocks)}`;
  const brands = `($3::boolean IS NOT TRUE OR NOT u.is_brand)`;
  return {
    // Each tier is read in the order of its text_pattern_ops index and limited on its own, so a short
    // prefix that matches thousands still reads only a page; the service merges and ranks them.
    prefix: `
      (SELECT ${summaryColumns('u')}, 0::real AS similarity FROM ${tables.users} u
        WHERE u.username LIKE $2 AND ${brands} AND ${visible('u')}
        ORDER BY u.username USING ~<~ LIMIT $4)
      UNION ALL
      (SELECT ${summaryColumns('u')}, 0::real AS similarity FROM ${tables.users} u
        WHERE lower(u.display_name) LIKE $2 AND ${brands} AND ${visible('u')}
        ORDER BY lower(u.display_name) USING ~<~ LIMIT $4)`,
    // Trigram word similarity (`<%`, pg_trgm.word_similarity_threshold) on either name, through the GIN
    // indexes: the query against the closest run of words in the name, so "hawk" finds "Tony Hawk" and a
    // typo finds the username, while a query sharing only a fragment does not flood the tier. A common
    // whole word can still match thousands: the best of the first $6 matches are ranked, which bounds the
    // work (every match passed the threshold, so they are all close).
    fuzzy: `
      SELECT * FROM (
        SELECT ${summaryColumns('u')},
               greatest(word_similarity($2, u.username), word_similarity($2, coalesce(u.display_name, ''))) AS similarity
          FROM ${tables.users} u
         WHERE ($2 <% u.username OR $2 <% u.display_name) AND ${brands} AND ${visible('u')}
           AND u.id <> ALL ($5::uuid[])
         LIMIT $6
      ) AS candidates
      ORDER BY similarity DESC, username
      LIMIT $4`,
  };
}
