// Mixed load from a few concurrent loops, each a stream of one skater's actions after another: posts,
// replies and reactions; trick progress; trick videos the others vote on until they verify; follows,
// messages and sponsorships; an admin's calendar. Every answer goes to the TrafficLog.
import { setTimeout as sleep } from 'node:timers/promises';

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** Voters per video: three trusted skaters' make votes pass the community rule, with fake votes to spare. */
const VOTERS_PER_VIDEO = 6;
/** How long a trick video may take to get its verification opened (an event away) before moving on. */
const VERIFICATION_OPENING_MS = 20_000;
/** A breath between a loop's actions, so the loops leave the machine room to recover. */
const PAUSE_MS = 25;

/** @typedef {import('./traffic.mjs').TrafficLog} TrafficLog */
/** @typedef {import('./traffic.mjs').Caller} Caller */

/** @type {<T>(items: T[]) => T} */
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const chance = (/** @type {number} */ probability) => Math.random() < probability;
/** @type {<T extends Caller>(people: T[], person: Caller) => T[]} */
const others = (people, person) => people.filter((other) => other.id !== person.id);

/**
 * The loops, started at once; `stop()` ends them after their current action and waits for that.
 * @param {TrafficLog} log
 * @param {{ skaters: Caller[], brand: Caller, admin: Caller, trickIds: string[] }} cast
 */
export function startLoad(log, { skaters, brand, admin, trickIds }) {
  let stopped = false;
  /** @type {string[]} */
  const posts = [];
  const run = async (/** @type {() => Promise<void>} */ action) => {
    while (!stopped) {
      await action();
      await sleep(PAUSE_MS);
    }
  };
  const loops = [
    run(() => postsAction(log, skaters, posts)),
    run(() => postsAction(log, skaters, posts)),
    run(() => progressAction(log, skaters, trickIds)),
    run(() => verificationAction(log, skaters, trickIds, () => stopped)),
    run(() => socialAction(log, skaters, brand)),
    run(() => calendarAction(log, admin)),
  ];
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * A post, a reply or a reaction, now and then a feed page.
 * @param {TrafficLog} log
 * @param {Caller[]} skaters
 * @param {string[]} posts
 */
async function postsAction(log, skaters, posts) {
  const skater = pick(skaters);
  if (chance(0.2)) {
    await log.call(skater, 'posts', 'GET', '/api/posts', '/api/posts?limit=5');
  } else if (posts.length < 3 || chance(0.3)) {
    const answer = await log.call(skater, 'posts', 'POST', '/api/posts', '/api/posts', {
      content: `Session at the park #${log.responses.length}`,
    });
    if (answer.ok) {
      posts.push(answer.body.id);
      log.acknowledge('post', { id: answer.body.id, userId: skater.id });
    }
  } else if (chance(0.4)) {
    const parentPostId = pick(posts);
    const answer = await log.call(skater, 'posts', 'POST', '/api/posts (reply)', '/api/posts', {
      content: `Stomped it #${log.responses.length}`,
      postType: 'reply',
      parentPostId,
    });
    if (answer.ok) log.acknowledge('reply', { id: answer.body.id, parentPostId });
  } else {
    const postId = pick(posts);
    const answer = await log.call(skater, 'posts', 'POST', '/api/reactions', '/api/reactions', {
      postId,
      reactionType: chance(0.7) ? 'like' : 'dislike',
    });
    log.track('reaction', `${postId}:${skater.id}`, answer, (summary) => summary.mine);
  }
}

/**
 * A trick checked or unchecked, now and then the leaderboard.
 * @param {TrafficLog} log
 * @param {Caller[]} skaters
 * @param {string[]} trickIds
 */
async function progressAction(log, skaters, trickIds) {
  const skater = pick(skaters);
  if (chance(0.2)) {
    await log.call(skater, 'tricks', 'GET', '/api/leaderboard', '/api/leaderboard');
    return;
  }
  const trickId = pick(trickIds);
  const answer = await log.call(
    skater,
    'tricks',
    'PUT',
    '/api/progress/:userId/:trickId',
    `/api/progress/${skater.id}/${trickId}`,
    { learned: chance(0.6) },
  );
  log.track('progress', `${skater.id}:${trickId}`, answer, (progress) => progress.learned);
}

/**
 * A trick video, then make (and a few fake) votes from the others until the verification service's
 * threshold verifies the trick and the poster's score follows.
 * @param {TrafficLog} log
 * @param {Caller[]} skaters
 * @param {string[]} trickIds
 * @param {() => boolean} isStopped
 */
async function verificationAction(log, skaters, trickIds, isStopped) {
  const poster = pick(skaters);
  const trickId = pick(trickIds);
  const video = await log.call(poster, 'posts', 'POST', '/api/posts/trick-video', '/api/posts/trick-video', {
    content: `Clip of ${trickId}`,
    videoUrl: VIDEO_URL,
    trickIds: [trickId],
  });
  if (!video.ok) return;
  log.acknowledge('post', { id: video.body.id, userId: poster.id });
  const verification = await openedVerification(log, poster, video.body.id, isStopped);
  if (!verification) return;
  const voters = others(skaters, poster)
    .sort(() => Math.random() - 0.5)
    .slice(0, VOTERS_PER_VIDEO);
  for (const voter of voters) {
    if (isStopped()) return;
    const vote = !chance(0.15);
    const answer = await log.call(
      voter,
      'verification',
      'POST',
      '/api/verifications/:id/vote',
      `/api/verifications/${verification.id}/vote`,
      { vote },
    );
    log.track('vote', `${verification.id}:${voter.id}`, answer, () => vote);
    await sleep(PAUSE_MS);
  }
}

/**
 * The verification the service opens on the video's `post-created` event, once it is there.
 * @param {TrafficLog} log
 * @param {Caller} viewer
 * @param {string} postId
 * @param {() => boolean} isStopped
 * @returns {Promise<{ id: string } | undefined>}
 */
async function openedVerification(log, viewer, postId, isStopped) {
  const deadline = Date.now() + VERIFICATION_OPENING_MS;
  while (Date.now() < deadline && !isStopped()) {
    const answer = await log.call(
      viewer,
      'verification',
      'GET',
      '/api/verifications/post/:postId',
      `/api/verifications/post/${postId}`,
    );
    if (answer.ok && answer.body.length > 0) return answer.body[0];
    await sleep(200);
  }
  return undefined;
}

/**
 * A follow or unfollow, a direct message, a look at one's notifications or account, or a brand's
 * sponsorship request and the athlete's answer.
 * @param {TrafficLog} log
 * @param {Caller[]} skaters
 * @param {Caller} brand
 */
async function socialAction(log, skaters, brand) {
  const skater = pick(skaters);
  const other = pick(others(skaters, skater));
  const kind = Math.random();
  if (kind < 0.35) {
    const key = `${skater.id}:${other.id}`;
    const following = log.states.get('follow')?.get(key)?.state === true;
    const answer = following
      ? await log.call(skater, 'social', 'DELETE', '/api/follows/:id', `/api/follows/${other.id}`)
      : await log.call(skater, 'social', 'POST', '/api/follows', '/api/follows', { followingId: other.id });
    log.track('follow', key, answer, (state) => state.isFollowing);
  } else if (kind < 0.7) {
    const answer = await log.call(skater, 'messaging', 'POST', '/api/messages', '/api/messages', {
      recipientId: other.id,
      content: `See you at the bowl #${log.responses.length}`,
    });
    // Both participants' live sockets hear its push (when it was due, its outbox row tells).
    if (answer.ok)
      log.acknowledge('message', { id: answer.body.id, senderId: skater.id, recipientId: other.id });
  } else if (kind < 0.75) {
    await log.call(skater, 'messaging', 'GET', '/api/notifications', '/api/notifications');
  } else if (kind < 0.8) {
    // The auth service's own route in the load: its fault is otherwise met by no call of its own.
    await log.call(skater, 'auth', 'GET', '/api/auth/me', '/api/auth/me');
  } else {
    await sponsorship(log, brand, skater);
  }
}

/**
 * @param {TrafficLog} log
 * @param {Caller} brand
 * @param {Caller} athlete
 */
async function sponsorship(log, brand, athlete) {
  const request = await log.call(brand, 'sponsorships', 'POST', '/api/sponsorships', '/api/sponsorships', {
    userId: athlete.id,
  });
  if (!request.ok) return;
  log.acknowledge('sponsorship', { id: request.body.id });
  const status = chance(0.8) ? 'accepted' : 'rejected';
  const answer = await log.call(
    athlete,
    'sponsorships',
    'PATCH',
    '/api/sponsorships/:id',
    `/api/sponsorships/${request.body.id}`,
    { status },
  );
  log.track('sponsorship-answer', request.body.id, answer, (sponsorship) => sponsorship.status);
}

/**
 * An admin adds calendar events and reads the calendar, at a slower pace than the skaters.
 * @param {TrafficLog} log
 * @param {Caller} admin
 */
async function calendarAction(log, admin) {
  if (chance(0.5)) {
    await log.call(admin, 'admin', 'GET', '/api/events', '/api/events');
  } else {
    const answer = await log.call(admin, 'admin', 'POST', '/api/admin/events', '/api/admin/events', {
      title: `Jam session #${log.responses.length}`,
      date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      location: 'The Boonies',
    });
    if (answer.ok) log.acknowledge('calendar-event', { id: answer.body.id });
  }
  await sleep(300);
}
