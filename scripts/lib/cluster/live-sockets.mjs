// One live socket.io connection per skater through the load balancer, as a browser tab keeps one, counting
// the `message:new` pushes it hears and when: `pushTally` (libs/testing) weighs them against what each
// socket was owed.
import { io } from 'socket.io-client';

/**
 * Opens the sockets and resolves once all are connected; each counts the pushes of `messagePush` (the
 * contracts' `message:new`). WebSocket only: a socket.io connection is then one TCP connection, which the
 * balancer keeps on one gateway, so no sticky sessions are needed (long-polling would need every request of
 * a session on the same gateway). Reconnection with socket.io's default delays, as the web app's client.
 */
/**
 * @typedef {object} LiveSocket
 * @property {string} userId
 * @property {import('socket.io-client').Socket} socket
 * @property {Map<string, number>} heard
 * @property {Map<string, number>} heardAt
 * @property {[number, number | undefined][]} outages
 * @property {number} reconnects
 */
/** @typedef {Awaited<ReturnType<typeof openLiveSockets>>} LiveSockets */
/** @typedef {{ id: string, senderId: string, recipientId: string }} AcknowledgedMessage */

/**
 * @param {string} baseUrl
 * @param {import('../chaos/traffic.mjs').Caller[]} skaters
 * @param {string} messagePush
 */
export async function openLiveSockets(baseUrl, skaters, messagePush) {
  const sockets = skaters.map((skater) => {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { cookie: skater.cookie },
    });
    /** @type {LiveSocket} */
    const live = {
      userId: skater.id,
      socket,
      /** messageId → how many times it was pushed to this socket. */
      heard: new Map(),
      /** messageId → when its push first reached this socket. */
      heardAt: new Map(),
      /** `[from, to]` spans the socket was disconnected (`to` undefined while still down). */
      outages: [],
      reconnects: 0,
    };
    socket.on(messagePush, (/** @type {{ messageId: string }} */ push) => {
      live.heard.set(push.messageId, (live.heard.get(push.messageId) ?? 0) + 1);
      if (!live.heardAt.has(push.messageId)) live.heardAt.set(push.messageId, Date.now());
    });
    socket.on('disconnect', () => live.outages.push([Date.now(), undefined]));
    socket.on('connect', () => {
      const outage = live.outages.at(-1);
      if (outage && outage[1] === undefined) {
        outage[1] = Date.now();
        live.reconnects++;
      }
    });
    return live;
  });
  await Promise.all(
    sockets.map(
      ({ socket }) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('A live socket did not connect')), 15_000);
            socket.once('connect', () => {
              clearTimeout(timer);
              resolve();
            });
          })
        ),
    ),
  );
  return {
    sockets,
    /** Whether every socket is connected right now. */
    allConnected: () => sockets.every(({ socket }) => socket.connected),
    close: () => sockets.forEach(({ socket }) => socket.disconnect()),
  };
}
