// How long the load went without service during a fault, from the TrafficLog's answers.

/** @typedef {import('../chaos/traffic.mjs').TrafficResponse} TrafficResponse */

/** An answer from a working system: anything but no answer or a 5xx (a 4xx is a rule saying no). */
const served = (/** @type {TrafficResponse} */ response) => response.status > 0 && response.status < 500;
const failed = (/** @type {TrafficResponse} */ response) => !served(response);
const endOf = (/** @type {TrafficResponse} */ response) => response.startedAt + response.ms;

/**
 * The longest span in `[from, to]` in which no call of any route got an answer from a working system,
 * counted between answers' arrivals (the last one before `from` and the first one after `to` bound it).
 * @param {TrafficResponse[]} responses
 * @param {number} from
 * @param {number} to
 */
export function longestSilence(responses, from, to) {
  const ends = responses
    .filter(served)
    .map(endOf)
    .sort((a, b) => a - b);
  const before = ends.filter((end) => end <= from).at(-1) ?? from;
  const after = ends.find((end) => end >= to) ?? to;
  const points = [before, ...ends.filter((end) => end > from && end < to), after];
  let longest = 0;
  for (let index = 1; index < points.length; index++) {
    longest = Math.max(longest, points[index] - points[index - 1]);
  }
  return longest;
}

/**
 * Per service, the longest stretch from a failed call's start to the next served answer of that service
 * (calls that started in `[from, to]`); the worst service and its stretch, or `{ ms: 0 }` if none failed.
 * @param {TrafficResponse[]} responses
 * @param {number} from
 * @param {number} to
 */
export function longestFailingStretch(responses, from, to) {
  const during = responses.filter((response) => response.startedAt >= from && response.startedAt <= to);
  /** @type {{ service: string | undefined, ms: number }} */
  let worst = { service: undefined, ms: 0 };
  for (const service of new Set(during.map((response) => response.service))) {
    const own = responses.filter((response) => response.service === service);
    const servedEnds = own
      .filter(served)
      .map(endOf)
      .sort((a, b) => a - b);
    for (const failure of during.filter((response) => response.service === service && failed(response))) {
      const recoveredAt = servedEnds.find((end) => end > failure.startedAt) ?? endOf(failure);
      const ms = recoveredAt - failure.startedAt;
      if (ms > worst.ms) worst = { service, ms };
    }
  }
  return worst;
}
