// The people and the data the fuzzer needs: an anonymous visitor, two skaters (the attacker and the victim),
// a brand and an admin, each signed in through the API, and a little real data so every kind of id exists.
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { api, signInSkaters } from '../bench.mjs';
import { WEBHOOK_TARGETS } from './arbitraries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const PASSWORD = 'bench-password-42';
/**
 * @typedef {object} Actor Someone the fuzzer acts as; the anonymous visitor has no id and no sessions.
 * @property {string} name
 * @property {string | null} id
 * @property {string | null} cookie
 * @property {string | null} spareCookie
 */
/** @typedef {Awaited<ReturnType<typeof createActors>>} Actors */
/** @typedef {Awaited<ReturnType<typeof seedData>>} World */

const emailOf = (/** @type {number} */ n) => `fuzz-${n}@example.com`;

/**
 * Retries a call another service answers only once an event has reached it.
 * @template T
 * @param {() => Promise<T>} work
 * @param {string} what
 * @returns {Promise<T>}
 */
export async function eventually(work, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for ${what}: ${/** @type {Error} */ (error).message}`);
      }
      await sleep(200);
    }
  }
}

/** A new session of fuzz account `n`: a successful sign-in always sets its cookie. */
const signIn = async (/** @type {string} */ baseUrl, /** @type {number} */ n) =>
  /** @type {string} */ (
    (await api(baseUrl, 'POST', '/api/auth/signin', { body: { email: emailOf(n), password: PASSWORD } }))
      .cookie
  );

/**
 * Every actor has a second session: routes that end or change a session (sign-out, assuming a puppet) use
 * it, so the fuzzing never signs its own actors out.
 * @template {object} A
 * @param {string} baseUrl
 * @param {number} n
 * @param {A} actor
 */
async function withSpareSession(baseUrl, n, actor) {
  return { ...actor, spareCookie: await signIn(baseUrl, n) };
}

/** @param {Pick<import('@boonies/testing').RunningSystem, 'baseUrl' | 'runCommand'>} system */
export async function createActors(system) {
  const { baseUrl } = system;
  const [attacker, victim, brand, admin] = await signInSkaters(baseUrl, 4, 'fuzz');
  // The auth service's own command is how an operator grants admin; the new session then carries the flag.
  await system.runCommand('auth', ['grant-role', 'admin', emailOf(3)]);
  admin.cookie = await signIn(baseUrl, 3);
  await api(baseUrl, 'PATCH', `/api/users/${brand.id}`, { cookie: brand.cookie, body: { isBrand: true } });
  return {
    /** @type {Actor} */
    anonymous: { name: 'anonymous', id: null, cookie: null, spareCookie: null },
    attacker: await withSpareSession(baseUrl, 0, { name: 'attacker', ...attacker }),
    victim: await withSpareSession(baseUrl, 1, { name: 'victim', ...victim }),
    brand: await withSpareSession(baseUrl, 2, { name: 'brand', ...brand }),
    admin: await withSpareSession(baseUrl, 3, { name: 'admin', ...admin }),
  };
}

/**
 * A little of everything, mostly the victim's: posts, a reply, a trick video and its verification,
 * messages, a notification, progress, a sponsorship, an event, an added trick, the puppets, and a webhook
 * endpoint with a delivery (its test ping).
 * Returns the ids by kind, and the victim's own resources by name.
 * @param {string} baseUrl
 * @param {Record<'attacker' | 'victim' | 'brand' | 'admin', import('../bench.mjs').Skater>} actors
 */
export async function seedData(baseUrl, { attacker, victim, brand, admin }) {
  /** @type {(actor: { cookie: string }, method: string, route: string, body?: unknown) => ReturnType<typeof api>} */
  const call = (actor, method, route, body) => api(baseUrl, method, route, { cookie: actor.cookie, body });
  const catalogue = (await call(victim, 'GET', '/api/tricks')).body;
  /** @type {string[]} */
  const tricks = (Array.isArray(catalogue) ? catalogue : catalogue.tricks).map(
    (/** @type {{ id: string }} */ trick) => trick.id,
  );

  const victimPost = (
    await call(victim, 'POST', '/api/posts', { content: 'Session at the boonies tonight?' })
  ).body;
  const attackerPost = (await call(attacker, 'POST', '/api/posts', { content: 'Who is skating today?' }))
    .body;
  const reply = (
    await call(attacker, 'POST', '/api/posts', {
      content: 'Count me in',
      postType: 'reply',
      parentPostId: victimPost.id,
    })
  ).body;
  const video = (
    await call(victim, 'POST', '/api/posts/trick-video', {
      content: 'Finally landed it',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      trickIds: [tricks[0]],
    })
  ).body;
  /** @type {{ id: string }[]} */
  const verifications = await eventually(async () => {
    const found = (await call(attacker, 'GET', `/api/verifications/post/${video.id}`)).body;
    if (found.length === 0) throw new Error('no verification yet');
    return found;
  }, 'the trick video’s verification');
  await call(attacker, 'POST', '/api/reactions', { postId: victimPost.id, reactionType: 'like' });
  await call(victim, 'PUT', `/api/progress/${victim.id}/${tricks[1]}`, { learned: true });
  await call(attacker, 'POST', '/api/follows', { followingId: victim.id });

  /** @type {(from: { cookie: string }, to: { id: string }, content: string) => Promise<any>} */
  const message = async (from, to, content) =>
    (
      await eventually(
        () => call(from, 'POST', '/api/messages', { recipientId: to.id, content }),
        'the messaging service to know the skaters',
      )
    ).body;
  const toVictim = await message(brand, victim, 'Want to ride for us?');
  const fromVictim = await message(victim, attacker, 'See you at the bowl');
  const sponsorship = (
    await eventually(() => call(brand, 'POST', '/api/sponsorships', { userId: victim.id }), 'the brand flag')
  ).body;
  const event = (
    await call(admin, 'POST', '/api/admin/events', {
      title: 'Bowl jam',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      location: 'The bowl',
    })
  ).body;
  const added = (
    await call(admin, 'POST', '/api/tricks', {
      name: 'Fuzzflip',
      category: 'flip-tricks',
      difficulty: 'Advanced',
    })
  ).body;
  await call(admin, 'POST', '/api/admin/puppets/initialize', {});
  /** @type {string[]} */
  const puppets = (await call(admin, 'GET', '/api/admin/puppets')).body.map(
    (/** @type {{ id: string }} */ puppet) => puppet.id,
  );
  const webhook = (
    await call(admin, 'POST', '/api/admin/webhooks', {
      url: WEBHOOK_TARGETS[0],
      eventTypes: ['trick.verified'],
    })
  ).body;
  const ping = (await call(admin, 'POST', `/api/admin/webhooks/${webhook.id}/test`)).body;
  await eventually(async () => {
    const { deliveries } = (await call(admin, 'GET', `/api/admin/webhooks/${webhook.id}/deliveries`)).body;
    if (deliveries[0]?.status !== 'dead') throw new Error(`the ping is ${deliveries[0]?.status}`);
  }, 'the webhook ping to die at its one attempt');
  /** @type {string[]} */
  const notifications = await eventually(async () => {
    const page = (await call(victim, 'GET', '/api/notifications')).body;
    if (page.notifications.length === 0) throw new Error('no notification yet');
    return page.notifications.map((/** @type {{ id: string }} */ notification) => notification.id);
  }, 'the victim’s notifications');

  return {
    ids: {
      user: [attacker.id, victim.id, brand.id, admin.id],
      post: [victimPost.id, attackerPost.id, reply.id, video.id],
      verification: verifications.map((verification) => verification.id),
      message: [toVictim.id, fromVictim.id],
      notification: notifications,
      sponsorship: [sponsorship.id],
      event: [event.id],
      trick: [...tricks.slice(0, 8), added.id],
      puppet: puppets.slice(0, 3),
      webhook: [webhook.id],
      delivery: [ping.id],
    },
    victim: {
      userId: victim.id,
      postId: victimPost.id,
      videoId: video.id,
      verificationId: verifications[0].id,
      messageToVictim: toVictim.id,
      notificationId: notifications[0],
      sponsorshipId: sponsorship.id,
      brandId: brand.id,
      trickId: tricks[1],
    },
  };
}

/** The built testing library (the whole-system harness). */
export function loadHarness() {
  return /** @type {typeof import('@boonies/testing')} */ (require(path.join(root, 'libs/testing')));
}
