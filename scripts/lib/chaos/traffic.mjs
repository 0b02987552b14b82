// Every call the load makes, with what answered it and what was down at the time, and every write the
// system acknowledged: the raw material of the checks.

/** Routes a client treats as hung: a little longer than the gateway's own call timeout. */
export const CLIENT_TIMEOUT_SLACK_MS = 1500;

/**
 * @typedef {object} TrafficResponse One call the load made and what answered it.
 * @property {string} service
 * @property {string} method
 * @property {string} route
 * @property {number} startedAt
 * @property {number} ms
 * @property {number} status
 * @property {string | undefined} code
 * @property {boolean} errorBody
 * @property {string | undefined} failure
 * @property {string[]} down
 */
/**
 * An answer as a load step sees it; `body` is the route's JSON (any: each step knows its route's shape).
 * @typedef {{ status: number, body: any, ok: boolean, unclear: boolean }} Answer
 */
/** @typedef {{ id: string, cookie: string }} Caller Someone the load acts as, signed in. */
/** @typedef {{ id: string, [what: string]: unknown }} CreatedRecord */
/** @typedef {{ state?: unknown, uncertain: boolean }} TrackedState */

export class TrafficLog {
  /**
   * `{ service, method, route, startedAt, ms, status, code, errorBody, failure, down }`; status 0 is no
   * answer, and `failure` says why (a timeout, a connection reset, …).
   */
  /** @type {TrafficResponse[]} */
  responses = [];
  /** Created things the system answered 2xx for, by kind: `{ id, ...what to look for }`. */
  /** @type {Map<string, CreatedRecord[]>} */
  created = new Map();
  /**
   * Things a later call may change (a reaction, a follow, a vote, progress), by kind and key: the state
   * the last acknowledged call left, unless a call after it got no clear answer (`uncertain`).
   */
  /** @type {Map<string, Map<string, TrackedState>>} */
  states = new Map();
  /** What is down right now: service names, `nats`, `postgres`. */
  /** @type {Set<string>} */
  #down = new Set();

  /**
   * @param {string} baseUrl
   * @param {number} rpcTimeoutMs
   */
  constructor(baseUrl, rpcTimeoutMs) {
    this.baseUrl = baseUrl;
    this.clientTimeoutMs = rpcTimeoutMs + CLIENT_TIMEOUT_SLACK_MS;
  }

  /** @param {string} target */
  markDown(target) {
    this.#down.add(target);
  }

  /** @param {string} target */
  markUp(target) {
    this.#down.delete(target);
  }

  /**
   * One API call as `user`, recorded. `service` is the one behind the route; `route` its template
   * (`/api/posts/:id`), so the report groups calls by route. Never throws: a failure is an answer too.
   * @param {Caller | undefined} user
   * @param {string} service
   * @param {string} method
   * @param {string} route
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<Answer>}
   */
  async call(user, service, method, route, path, body) {
    const startedAt = Date.now();
    const down = [...this.#down];
    let status = 0;
    let payload;
    let failure;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'chaos',
          ...(user?.cookie ? { cookie: user.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.clientTimeoutMs),
      });
      status = response.status;
      const text = await response.text();
      payload = text ? JSON.parse(text) : undefined;
    } catch (error) {
      // No answer within the client's timeout, or none at all: recorded as status 0, with why.
      const { cause, name } = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (error);
      failure = cause?.code ?? cause?.message ?? name;
    }
    const failed = status === 0 || status >= 400;
    this.responses.push({
      service,
      method,
      route,
      startedAt,
      ms: Date.now() - startedAt,
      status,
      code: failed ? payload?.code : undefined,
      errorBody: failed && typeof payload?.error === 'string' && typeof payload?.code === 'string',
      failure,
      down,
    });
    return { status, body: payload, ok: status >= 200 && status < 300, unclear: isUnclear(status) };
  }

  /**
   * Remembers a thing the system acknowledged creating.
   * @param {string} kind
   * @param {CreatedRecord} record
   */
  acknowledge(kind, record) {
    const records = this.created.get(kind) ?? [];
    if (!this.created.has(kind)) this.created.set(kind, records);
    records.push(record);
  }

  /**
   * Tracks the state of `key` after a call: acknowledged calls set it, unclear ones (5xx, no answer: the
   * change may or may not have happened) make it uncertain until the next acknowledged one.
   * @param {string} kind
   * @param {string} key
   * @param {Answer} answer
   * @param {(body: any) => unknown} stateOf
   */
  track(kind, key, answer, stateOf) {
    const states = this.states.get(kind) ?? new Map();
    if (!this.states.has(kind)) this.states.set(kind, states);
    if (answer.ok) states.set(key, { state: stateOf(answer.body), uncertain: false });
    else if (answer.unclear) states.set(key, { ...states.get(key), uncertain: true });
  }
}

/** An answer that does not say whether a write happened: a server error or none at all. */
const isUnclear = (/** @type {number} */ status) => status === 0 || status >= 500;
