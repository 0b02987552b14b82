// What must hold once the system has settled after the faults: every acknowledged write is there, every
// event took effect exactly once, outages were answered cleanly, and every fault healed itself in time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { RECOVERY_LIMIT_MS } from './faults.mjs';

/** A failing check lists at most this many examples. */
const EXAMPLES = 3;

/** @typedef {import('../bench.mjs').Queryable} Queryable */
/** @typedef {import('./traffic.mjs').TrafficLog} TrafficLog */
/** @typedef {import('./traffic.mjs').TrafficResponse} TrafficResponse */
/** @typedef {import('./faults.mjs').Fault} Fault */
/** @typedef {{ name: string, passed: boolean, wrong: number, detail: string }} Check */

/** @type {(name: string, problems: string[], summary: string) => Check} */
const check = (name, problems, summary) => ({
  name,
  passed: problems.length === 0,
  wrong: problems.length,
  detail:
    problems.length === 0
      ? summary
      : `${problems.length} wrong, e.g. ${problems.slice(0, EXAMPLES).join('; ')}`,
});

/**
 * Acknowledged creations whose row is missing from the table that owns them.
 * @param {Queryable} client
 * @param {TrafficLog} log
 * @param {string} kind
 * @param {string} table
 */
async function missingCreated(client, log, kind, table) {
  const ids = (log.created.get(kind) ?? []).map((record) => record.id);
  const { rows } = await client.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
  const present = new Set(rows.map((row) => /** @type {string} */ (row.id)));
  const missing = ids.filter((id) => !present.has(id)).map((id) => `${kind} ${id} missing`);
  return check(`acknowledged ${kind}s present`, missing, `${ids.length} of ${ids.length}`);
}

/**
 * States the last acknowledged call left (a reaction, a follow, a vote, …) compared with the rows; keys
 * whose last call got no clear answer are counted apart, since either outcome is right for them.
 * @param {Queryable} client
 * @param {TrafficLog} log
 * @param {string} kind
 * @param {string} query
 * @param {(row: any) => unknown} stateOf The stored state of a row (any: the query's own columns), or of none.
 * @param {(state: unknown, row: any) => unknown} [expectedOf]
 */
async function trackedStates(client, log, kind, query, stateOf, expectedOf = (state) => state) {
  const entries = [...(log.states.get(kind) ?? new Map())].filter(([, entry]) => 'state' in entry);
  const certain = entries.filter(([, entry]) => !entry.uncertain);
  const { rows } = await client.query(query);
  const actual = new Map(rows.map((row) => [row.key, row]));
  /** @type {string[]} */
  const problems = [];
  for (const [key, { state }] of certain) {
    const row = actual.get(key);
    const expected = expectedOf(state, row);
    if (stateOf(row) !== expected) problems.push(`${key}: ${stateOf(row)} stored, ${expected} acknowledged`);
  }
  return check(
    `acknowledged ${kind} states stored`,
    problems,
    `${certain.length} keys (${entries.length - certain.length} left uncertain by an unclear answer)`,
  );
}

/**
 * Rows of `query` are disagreements; each is described by its `problem` column.
 * @param {Queryable} client
 * @param {string} name
 * @param {string} query
 * @param {string} [summaryQuery]
 */
async function noRows(client, name, query, summaryQuery) {
  const { rows } = await client.query(query);
  const summary = summaryQuery ? (await client.query(summaryQuery)).rows[0].summary : 'none';
  return check(
    name,
    rows.map((row) => row.problem),
    summary,
  );
}

/**
 * Every user's stored score against the tricks service's own formula over their progress.
 * @param {Queryable} client
 * @param {string} root
 */
async function scoresMatchFacts(client, root) {
  const require = createRequire(import.meta.url);
  const dist = path.join(root, 'services/tricks/dist/scores');
  const { scoreTotalsQuery } =
    /** @type {typeof import('../../../services/tricks/src/scores/scores.repository.js')} */ (
      require(path.join(dist, 'scores.repository.js'))
    );
  const { sameScore, storedScoreOf } =
    /** @type {typeof import('../../../services/tricks/src/scores/score-totals.js')} */ (
      require(path.join(dist, 'score-totals.js'))
    );
  const query = scoreTotalsQuery({
    progress: 'tricks.progress',
    tricks: 'tricks.tricks',
    userScores: 'tricks.user_scores',
  });
  const users = (await client.query('SELECT DISTINCT user_id FROM tricks.progress')).rows.map(
    (row) => row.user_id,
  );
  const { rows } = await client.query(query, [users]);
  /** @type {string[]} */
  const problems = [];
  for (const row of rows) {
    const recomputed = storedScoreOf(row.user_id, {
      privateScore: row.private_score,
      publicScore: row.public_score,
      learnedCount: row.learned_count,
      verifiedCount: row.verified_count,
    });
    const stored = row.stored && {
      userId: row.user_id,
      privateScore: row.stored.private_score,
      publicScore: row.stored.public_score,
      learnedCount: row.stored.learned_count,
      verifiedCount: row.stored.verified_count,
      level: row.stored.level,
    };
    const empty = recomputed.learnedCount === 0;
    if (stored ? !sameScore(stored, recomputed) : !empty)
      problems.push(`${row.user_id}: stored ${JSON.stringify(stored)}, facts ${JSON.stringify(recomputed)}`);
  }
  return check('scores equal the score recomputed from progress', problems, `${rows.length} users`);
}

/** Events a consumer gave up on after its last attempt, in any service. */
/** @param {Queryable} client */
async function noDeadLetters(client) {
  const { rows: schemas } = await client.query(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'dead_letters'`,
  );
  /** @type {string[]} */
  const problems = [];
  for (const { schema } of schemas) {
    const { rows } = await client.query(`SELECT consumer, subject, error FROM "${schema}".dead_letters`);
    problems.push(...rows.map((row) => `${schema} ${row.consumer} ${row.subject}: ${row.error}`));
  }
  return check('no event dead-lettered', problems, `${schemas.length} services`);
}

/**
 * Every check. `refusals: false` leaves out that a killed target's routes answered 503: with replicas (the
 * cluster run) its routes keep serving from the others. `cutBy` names the targets whose death cuts the
 * connections in flight through it (a gateway behind a load balancer): such a cut is no hang.
 * @param {Queryable} client
 * @param {TrafficLog} log
 * @param {Fault[]} faults
 * @param {{ root: string, rpcTimeoutMs: number, refusals?: boolean, cutBy?: string[] }} options
 */
export async function runChecks(client, log, faults, { root, rpcTimeoutMs, refusals = true, cutBy = [] }) {
  const data = [
    await missingCreated(client, log, 'post', 'posts.posts'),
    await missingCreated(client, log, 'reply', 'posts.posts'),
    await missingCreated(client, log, 'message', 'messaging.messages'),
    await missingCreated(client, log, 'sponsorship', 'sponsorships.sponsorships'),
    await missingCreated(client, log, 'calendar-event', 'admin.calendar_events'),
    await trackedStates(
      client,
      log,
      'reaction',
      `SELECT post_id || ':' || user_id AS key, reaction_type FROM posts.reactions`,
      (row) => row?.reaction_type ?? null,
    ),
    await trackedStates(
      client,
      log,
      'follow',
      `SELECT follower_id || ':' || following_id AS key FROM social.follows`,
      (row) => row !== undefined,
    ),
    await trackedStates(
      client,
      log,
      'progress',
      `SELECT user_id || ':' || trick_id AS key, learned, verified FROM tricks.progress`,
      (row) => row?.learned ?? false,
      // The community may verify a trick after its owner's last call: a verified trick is learned.
      (learned, row) => learned || row?.verified === true,
    ),
    await trackedStates(
      client,
      log,
      'vote',
      `SELECT verification_id || ':' || user_id AS key, vote FROM verification.votes`,
      (row) => row?.vote,
    ),
    await trackedStates(
      client,
      log,
      'sponsorship-answer',
      `SELECT id::text AS key, status FROM sponsorships.sponsorships`,
      (row) => row?.status,
    ),
    await scoresMatchFacts(client, root),
    await noRows(
      client,
      "the social service's copy of every score equals the tricks service's",
      `SELECT 'user ' || t.user_id || ': tricks ' || t.public_score || ', social ' || coalesce(a.public_score::text, 'none') AS problem
         FROM tricks.user_scores t LEFT JOIN social.user_scores a USING (user_id)
        -- No copy is a zero score: the tricks service stores new users at zero without announcing it.
        WHERE (coalesce(a.private_score, 0), coalesce(a.public_score, 0), coalesce(a.level, 1))
           <> (t.private_score, t.public_score, t.level)`,
      `SELECT count(*) || ' users' AS summary FROM tricks.user_scores`,
    ),
    await noRows(
      client,
      'reaction and reply counts equal the rows',
      `SELECT 'post ' || p.id || ': ' || p.like_count || '/' || p.dislike_count || '/' || p.reply_count
              || ' counted, ' || r.likes || '/' || r.dislikes || '/' || r.replies || ' rows' AS problem
         FROM posts.posts p
         CROSS JOIN LATERAL (
           SELECT (SELECT count(*) FROM posts.reactions WHERE post_id = p.id AND reaction_type = 'like') AS likes,
                  (SELECT count(*) FROM posts.reactions WHERE post_id = p.id AND reaction_type = 'dislike') AS dislikes,
                  (SELECT count(*) FROM posts.posts c WHERE c.parent_post_id = p.id) AS replies) r
        WHERE (p.like_count, p.dislike_count, p.reply_count) <> (r.likes, r.dislikes, r.replies)`,
      `SELECT count(*) || ' posts, ' || (SELECT count(*) FROM posts.reactions) || ' reactions' AS summary FROM posts.posts`,
    ),
    await noRows(
      client,
      'verification tallies equal the votes',
      `SELECT 'verification ' || v.id || ': ' || v.votes_for || '/' || v.votes_against || ' tallied, '
              || t.votes_for || '/' || t.votes_against || ' votes' AS problem
         FROM verification.verifications v
         CROSS JOIN LATERAL (
           SELECT count(*) FILTER (WHERE vote) AS votes_for, count(*) FILTER (WHERE NOT vote) AS votes_against
             FROM verification.votes WHERE verification_id = v.id AND withdrawn_at IS NULL) t
        -- Only the counts: the weighted tally merges look-alike accounts, so it is no plain sum of weights.
        WHERE (v.votes_for, v.votes_against) <> (t.votes_for, t.votes_against)`,
      `SELECT count(*) || ' verifications, ' || count(*) FILTER (WHERE is_verified) || ' verified, '
              || (SELECT count(*) FROM verification.votes) || ' votes' AS summary FROM verification.verifications`,
    ),
    await noRows(
      client,
      "every verified trick is verified in its poster's progress",
      `SELECT 'verification ' || v.id || ' of ' || v.trick_id || ' not in progress' AS problem
         FROM verification.verifications v
        WHERE v.is_verified AND NOT EXISTS (
          SELECT 1 FROM tricks.progress p
           WHERE p.user_id = v.poster_id AND p.trick_id = v.trick_id AND p.verified AND p.learned)`,
    ),
    ...(await Promise.all(
      ['posts', 'tricks'].map((schema) =>
        noRows(
          client,
          `the ${schema} service's copy of the follows equals the social service's`,
          `SELECT coalesce(a.follower_id, c.follower_id) || ' → ' || coalesce(a.following_id, c.following_id)
                  || CASE WHEN a.follower_id IS NULL THEN ' only in the copy' ELSE ' missing from the copy' END AS problem
             FROM social.follows a
             FULL JOIN (SELECT * FROM ${schema}.follows WHERE is_following) c USING (follower_id, following_id)
            WHERE a.follower_id IS NULL OR c.follower_id IS NULL`,
          `SELECT count(*) || ' follows' AS summary FROM social.follows`,
        ),
      ),
    )),
    await noRows(
      client,
      "each message is its conversation's newest where it should be, and notifies nobody",
      `WITH newest AS (
         SELECT DISTINCT ON (owner_id, counterpart_id) owner_id, counterpart_id, id
           FROM (SELECT sender_id AS owner_id, recipient_id AS counterpart_id, id, created_at FROM messaging.messages
                 UNION ALL
                 SELECT recipient_id, sender_id, id, created_at FROM messaging.messages) AS sides
          ORDER BY owner_id, counterpart_id, created_at DESC, id DESC)
       SELECT 'conversation ' || n.owner_id || ' → ' || n.counterpart_id || ': '
              || coalesce(c.last_message_id::text, 'missing') || ' instead of ' || n.id AS problem
         FROM newest n
         LEFT JOIN messaging.conversations c USING (owner_id, counterpart_id)
        WHERE c.last_message_id IS DISTINCT FROM n.id
       UNION ALL
       SELECT 'notification ' || n.id || ' for a message'
         FROM messaging.notifications n
        WHERE n.type = 'message'`,
      `SELECT count(*) || ' messages' AS summary FROM messaging.messages`,
    ),
    await noRows(
      client,
      'the auth service republished each social event once, under its old subject with the same id',
      `SELECT 'social event ' || s.id || ' (' || s.subject || '): ' || coalesce(a.subject, 'no auth copy') AS problem
         FROM social.outbox s
         LEFT JOIN auth.outbox a USING (id)
        WHERE a.subject IS DISTINCT FROM replace(s.subject, 'events.social.', 'events.auth.')`,
      `SELECT count(*) || ' social events' AS summary FROM social.outbox`,
    ),
    // Both copies of a follow carry the social event's id, which the notification keeps as its source: one
    // notification at most per event, whichever copy came first (none when an earlier one collapsed it).
    await noRows(
      client,
      'one follow notification per follow event',
      `SELECT 'follow event ' || o.id || ': ' || count(n.id) || ' notifications' AS problem
         FROM social.outbox o
         LEFT JOIN messaging.notifications n ON n.source_event_id = o.id
        WHERE o.subject = 'events.social.followed.v1'
        GROUP BY o.id HAVING count(n.id) > 1
       UNION ALL
       SELECT 'follow notification ' || n.id || ' without its event'
         FROM messaging.notifications n
        WHERE n.type = 'follow' AND NOT EXISTS (
          SELECT 1 FROM social.outbox o WHERE o.id = n.source_event_id AND o.subject = 'events.social.followed.v1')`,
      `SELECT count(*) || ' follow notifications of '
              || (SELECT count(*) FROM social.outbox WHERE subject = 'events.social.followed.v1')
              || ' follow events' AS summary
         FROM messaging.notifications WHERE type = 'follow'`,
    ),
    await noDeadLetters(client),
  ];
  // What each check is about: acknowledged writes kept, events applied exactly once, or clean answers.
  return [
    ...data.map((result) => ({
      ...result,
      about: result.name.startsWith('acknowledged') ? 'writes' : 'effects',
    })),
    ...outageChecks(log, faults, { rpcTimeoutMs, refusals, cutBy }).map((result) => ({
      ...result,
      about: 'answers',
    })),
  ];
}

/**
 * The answers during the faults: nothing hung, no 500, a down service's routes 503 with a clear body.
 * @param {TrafficLog} log
 * @param {Fault[]} faults
 * @param {{ rpcTimeoutMs: number, refusals: boolean, cutBy: string[] }} options
 * @returns {Check[]}
 */
function outageChecks(log, faults, { rpcTimeoutMs, refusals, cutBy }) {
  const responses = log.responses;
  // In flight when its gateway died: sent before the restart, at most a client timeout before the kill.
  const cutInFlight = (/** @type {TrafficResponse} */ response) =>
    response.failure !== 'TimeoutError' &&
    faults.some(
      (fault) =>
        cutBy.includes(fault.target) &&
        response.startedAt >= fault.downAt - log.clientTimeoutMs &&
        response.startedAt <= fault.restartedAt,
    );
  const unanswered = responses.filter((response) => response.status === 0);
  const hung = unanswered.filter((response) => !cutInFlight(response));
  const cut = unanswered.length - hung.length;
  const internal = responses.filter(
    (response) =>
      response.status >= 500 &&
      response.code !== 'SERVICE_UNAVAILABLE' &&
      response.code !== 'SERVICE_TIMEOUT',
  );
  const unclear = responses.filter((response) => response.status >= 400 && !response.errorBody);
  const slow = responses.filter((response) => response.ms > rpcTimeoutMs + 1000);
  const describe = (/** @type {TrafficResponse} */ response) =>
    `${response.method} ${response.route} ${response.status}${response.failure ? ` (${response.failure})` : ''} ` +
    `in ${response.ms} ms (down: ${response.down.join(', ') || 'nothing'})`;
  return [
    check(
      'no request hung (every one answered within the client timeout)',
      hung.map(describe),
      `${responses.length} requests${cutBy.length > 0 ? `, ${cut} cut in flight by a killed ${cutBy.join(' or ')}` : ''}`,
    ),
    check(
      'no 500 and no other unexpected server error',
      internal.map(describe),
      `${responses.length} requests`,
    ),
    check(
      'every error answer is { error, code }',
      unclear.map(describe),
      `${responses.filter((r) => r.status >= 400).length} error answers`,
    ),
    check(
      `every answer within the gateway's ${rpcTimeoutMs} ms call timeout (+1 s)`,
      slow.map(describe),
      `slowest ${Math.max(...responses.map((r) => r.ms))} ms`,
    ),
    ...faults
      .filter(() => refusals)
      .map((fault) => {
        const during = responses.filter((r) => r.down.includes(fault.target));
        const own = during.filter((r) => r.service === fault.target);
        // Calls sent after the kill and before the restart can only be refused; calls after the restart
        // may be served again. A call already in flight at the kill may time out instead (504).
        const refusedWrongly = own.filter((r) => r.startedAt < fault.restartedAt && r.status !== 503);
        return {
          ...check(
            `${fault.target}: its routes answered 503 while it was down`,
            fault.service ? refusedWrongly.map(describe) : [],
            `${during.length} calls during the fault, ${own.filter((r) => r.status === 503).length} of its own 503`,
          ),
        };
      }),
    ...faults.map((fault) =>
      check(
        `${fault.target}: recovered by itself within ${RECOVERY_LIMIT_MS / 1000} s`,
        fault.recovered ? [] : [`routes serving after ${fault.serviceMs ?? 'never'} ms`],
        fault.serviceMs === undefined
          ? 'routes not serving again within the watch'
          : `routes serving ${(fault.serviceMs / 1000).toFixed(1)} s after the restart`,
      ),
    ),
  ];
}
