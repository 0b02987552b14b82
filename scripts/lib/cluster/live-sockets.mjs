// One live socket.io connection per skater through the load balancer, as a browser tab keeps one, counting
// the `message:new` pushes it hears. Every acknowledged direct message is owed to both participants'
// sockets, so what each socket should have heard is known exactly.
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
 * @property {[number, number | undefined][]} outages
 * @property {number} reconnects
 */
/** @typedef {Awaited<ReturnType<typeof openLiveSockets>>} LiveSockets */
/** @typedef {{ id: string, senderId: string, recipientId: string, at: number }} AcknowledgedMessage */

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
      /** `[from, to]` spans the socket was disconnected (`to` undefined while still down). */
      outages: [],
      reconnects: 0,
    };
    socket.on(messagePush, (/** @type {{ messageId: string }} */ push) =>
      live.heard.set(push.messageId, (live.heard.get(push.messageId) ?? 0) + 1),
    );
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

/**
 * What the sockets heard against what they were owed: each acknowledged message (`{ id, senderId,
 * recipientId, at }`) to the sender's and the recipient's socket. A missed push is put down to the fault
 * whose window (`windowOf(fault)` → `[from, to]`) held the message's acknowledgement, or to calm.
 * @template F
 * @param {LiveSockets} liveSockets
 * @param {AcknowledgedMessage[]} messages
 * @param {F[]} faults
 * @param {(fault: F) => [number, number]} windowOf
 */
export function pushTally(liveSockets, messages, faults, windowOf) {
  const byUser = new Map(liveSockets.sockets.map((live) => [live.userId, live]));
  const perFault = new Map(faults.map((fault) => [fault, { owed: 0, missed: 0, missedDisconnected: 0 }]));
  const calm = { owed: 0, missed: 0, missedDisconnected: 0 };
  let doubled = 0;
  for (const message of messages) {
    const fault = faults.find((candidate) => {
      const [from, to] = windowOf(candidate);
      return message.at >= from && message.at <= to;
    });
    const tally = (fault && perFault.get(fault)) ?? calm;
    for (const userId of new Set([message.senderId, message.recipientId])) {
      const live = byUser.get(userId);
      if (!live) continue;
      tally.owed++;
      const times = live.heard.get(message.id) ?? 0;
      if (times > 1) doubled += times - 1;
      if (times > 0) continue;
      tally.missed++;
      // Sent while this socket was between connections: socket.io keeps no backlog, so it cannot arrive.
      if (
        live.outages.some(([from, to]) => message.at >= from - 1000 && message.at <= (to ?? Infinity) + 1000)
      )
        tally.missedDisconnected++;
    }
  }
  const owed = [...perFault.values(), calm].reduce((sum, tally) => sum + tally.owed, 0);
  const missed = [...perFault.values(), calm].reduce((sum, tally) => sum + tally.missed, 0);
  return { owed, missed, doubled, calm, perFault };
}
