// Which requests each phase sends, as whom, and what they must get.
import { requestArbitrary } from './requests.mjs';

/** Public routes that change something; sign-out alone is left out, as it is a harmless no-op when anonymous. */
/** @typedef {import('./openapi.mjs').Operation} Operation */
/** @typedef {import('./world.mjs').Actor} Actor */
/** @typedef {import('./world.mjs').Actors} Actors */
/** @typedef {import('./world.mjs').World} World */
/**
 * @typedef {object} Task Requests for one operation as one actor.
 * @property {string} name
 * @property {Operation} operation
 * @property {Actor} actor
 * @property {boolean} [mustRefuse]
 * @property {import('fast-check').Arbitrary<import('./requests.mjs').FuzzRequest>} arbitrary
 */

const PUBLIC_WRITES = ['POST /api/auth/signup', 'POST /api/auth/signin', 'POST /api/telemetry/not-found'];

/**
 * The attacker's requests against the victim's things, with otherwise valid bodies; each must be refused.
 * Path values fixed by name; `bodyFields` put the victim's id where a body names a user.
 * @param {World} world
 * @returns {[key: string, path: Record<string, string>, bodyFields?: Record<string, string>][]}
 */
function victimTargets(world) {
  const v = world.victim;
  return [
    ['PATCH /api/users/{id}', { id: v.userId }],
    ['DELETE /api/posts/{id}', { id: v.postId }],
    ['PATCH /api/posts/{id}', { id: v.postId }],
    ['PUT /api/progress/{userId}/{trickId}', { userId: v.userId, trickId: v.trickId }],
    ['DELETE /api/progress/{userId}', { userId: v.userId }],
    ['POST /api/user-progress', {}, { userId: v.userId }],
    ['PATCH /api/messages/{id}/read', { id: v.messageToVictim }],
    ['PATCH /api/notifications/{id}/read', { id: v.notificationId }],
    ['PATCH /api/sponsorships/{id}', { id: v.sponsorshipId }],
    ['DELETE /api/sponsorships/{brandId}/{athleteId}', { brandId: v.brandId, athleteId: v.userId }],
    ['DELETE /api/verifications/{id}', { id: v.verificationId }],
    ['PATCH /api/admin/users/{id}/reactivate', { id: v.userId }],
  ];
}

/**
 * Requests that must all be refused, in the two kinds the throttles tell apart (docs/operations.md):
 * - `beforeAction`: refused before any action is tried — anonymous writes and invalid bodies from everyone;
 *   they may change nothing;
 * - `byRule`: well-formed requests of signed-in accounts that the action's own rule refuses — writes to ids
 *   that do not exist, other people's things, admin routes as a skater or a brand, what brands may not do;
 *   they may count towards their own account's throttles, and change nothing else.
 * @param {Operation[]} operations
 * @param {Actors} actors
 * @param {World} world
 * @returns {{ beforeAction: Task[], byRule: Task[] }}
 */
export function refusedTasks(operations, actors, world) {
  const { ids } = world;
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  const writes = operations.filter((operation) => operation.mutating);
  /** @type {Task[]} */
  const beforeAction = [];
  /** @type {Task[]} */
  const byRule = [];
  /** @type {(key: string) => Operation} */
  const operationOf = (key) => {
    const operation = byKey.get(key);
    if (!operation) throw new Error(`The API document describes no ${key}`);
    return operation;
  };
  /** @type {(label: string, operation: Operation, actor: Actor, options: import('./requests.mjs').RequestOptions, mustRefuse?: boolean) => number} */
  const add = (label, operation, actor, options, mustRefuse = true) =>
    // Nobody signed in, or a body no DTO takes: refused before any action is tried.
    (options.body === 'invalid' || !actor.cookie ? beforeAction : byRule).push({
      name: `refused/${label}/${actor.name}/${operation.key}`,
      operation,
      actor,
      mustRefuse,
      arbitrary: requestArbitrary(operation, ids, options),
    });

  for (const operation of writes.filter((op) => op.signedIn))
    add('anonymous', operation, actors.anonymous, {});
  for (const key of PUBLIC_WRITES) {
    add('invalid body', operationOf(key), actors.anonymous, { body: 'invalid', loose: false });
  }
  for (const actor of [actors.attacker, actors.brand, actors.admin]) {
    for (const operation of writes.filter((op) => op.signedIn && op.body)) {
      add('invalid body', operation, actor, { body: 'invalid', loose: false });
    }
  }
  for (const operation of writes.filter((op) => op.signedIn && op.pathParameters.length > 0)) {
    // Removing what is not there may answer 2xx (unfollowing a stranger is a no-op): the database check
    // still covers those.
    /** @type {import('./requests.mjs').RequestOptions} */
    const options = { path: 'bad', body: 'valid', loose: false };
    add('bad id', operation, actors.attacker, options, operation.method !== 'DELETE');
  }
  for (const [key, path, bodyFields] of victimTargets(world)) {
    add('other user', operationOf(key), actors.attacker, { path, body: 'valid', bodyFields, loose: false });
  }
  for (const operation of writes.filter((op) => op.template.startsWith('/api/admin/'))) {
    for (const actor of [actors.attacker, actors.brand]) {
      add('not admin', operation, actor, { body: 'valid', loose: false });
    }
  }
  const brand = actors.brand;
  add('brand', operationOf('POST /api/posts/trick-video'), brand, { body: 'valid', loose: false });
  add('brand', operationOf('PUT /api/progress/{userId}/{trickId}'), brand, {
    path: { userId: brand.id, trickId: world.victim.trickId },
    body: 'valid',
    loose: false,
  });
  add('brand', operationOf('POST /api/user-progress'), brand, {
    body: 'valid',
    bodyFields: { userId: brand.id },
    loose: false,
  });
  return { beforeAction, byRule };
}

/**
 * Every operation as every actor, anything goes: only the answers' health is checked. Deletes come last, so
 * the routes of a thing meet it while it still exists (a webhook endpoint deleted first would leave its
 * deliveries, tests and secret rotation only ever answering 404).
 * @param {Operation[]} operations
 * @param {Actors} actors
 * @param {World} world
 * @returns {Task[]}
 */
export function mixedTasks(operations, actors, world) {
  const isDelete = (/** @type {Operation} */ operation) => Number(operation.method === 'DELETE');
  const deletesLast = operations.toSorted((a, b) => isDelete(a) - isDelete(b));
  return deletesLast.flatMap((operation) =>
    Object.values(actors).map((actor) => ({
      name: `mixed/${actor.name}/${operation.key}`,
      operation,
      actor,
      arbitrary: requestArbitrary(operation, world.ids),
    })),
  );
}
