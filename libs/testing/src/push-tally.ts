/** A span of time in ms since the epoch; `to` is undefined while it lasts. */
export type Span = readonly [from: number, to: number | undefined];

/** A live socket of one user, as the cluster run keeps it. */
export interface ListeningSocket {
  userId: string;
  /** messageId → how many times its push reached this socket. */
  heard: ReadonlyMap<string, number>;
  /** messageId → when its push first reached this socket. */
  heardAt: ReadonlyMap<string, number>;
  /** When the socket was between connections. */
  outages: readonly Span[];
}

/** An acknowledged direct message, pushed to its sender's and its recipient's sockets. */
export interface PushedMessage {
  id: string;
  senderId: string;
  recipientId: string;
  /** When the write's transaction began (its outbox row's `created_at`): its event cannot be on the bus sooner. */
  writtenAt: number;
  /**
   * When the outbox relay began the batch that published its event (the row's `published_at`, PostgreSQL's
   * `now()` of that transaction): every failed attempt was made before, the last one right after.
   */
  publishedAt: number;
}

/** A fault's window: from the kill until everything is back in full. */
export interface FaultWindow {
  downAt: number;
  upAt: number;
}

export interface FaultPushes {
  /** Pushes whose delivery window overlapped the fault. */
  pushes: number;
  missed: number;
  /** Of the missed, those whose socket was between connections meanwhile. */
  missedDisconnected: number;
}

export interface UnheardPush {
  messageId: string;
  userId: string;
  /** Its delivery window. */
  from: number;
  to: number;
}

export interface CalmPushes {
  /** Pushes owed: no fault overlapped their delivery window and their socket was connected through it. */
  owed: number;
  /** Owed pushes that never reached their socket. */
  unheard: UnheardPush[];
  /** Pushes outside every fault not owed because their socket was between connections meanwhile. */
  disconnected: number;
  /** The longest an owed push took from its event's publishing batch to its socket, in ms. */
  slowestMs: number;
}

/** Whether two spans share a moment; an open span lasts until now. */
const overlaps = ([from, to]: Span, [otherFrom, otherTo]: Span) =>
  from <= (otherTo ?? Infinity) && otherFrom <= (to ?? Infinity);

/**
 * What live sockets heard of the pushes of acknowledged messages (each to its sender's and its recipient's
 * sockets), against what they were owed.
 *
 * A push's delivery window runs from the moment its write began until its event was published plus
 * `deliveryMs`, how long a push takes from there to a socket when nothing fails: every attempt to publish the
 * event, and its way through a gateway to the socket, fall inside. A push is owed only when its socket was
 * connected through the whole window (socket.io keeps no backlog) and no fault overlapped it: while a fault
 * lasts a gateway may be dead, not yet subscribed to the bus, or reconnecting to a live NATS server, and a
 * push published then is lost though no socket dropped. When the message was acknowledged says little of
 * when its event was published (the relay does it afterwards), so it is not used. A push whose window
 * overlapped a fault is counted against that fault.
 */
export function pushTally<F extends FaultWindow>(
  sockets: readonly ListeningSocket[],
  messages: readonly PushedMessage[],
  faults: readonly F[],
  deliveryMs: number,
): { pushes: number; missed: number; doubled: number; calm: CalmPushes; perFault: Map<F, FaultPushes> } {
  const byUser = new Map(sockets.map((socket) => [socket.userId, socket]));
  const perFault = new Map(faults.map((fault) => [fault, { pushes: 0, missed: 0, missedDisconnected: 0 }]));
  const calm: CalmPushes = { owed: 0, unheard: [], disconnected: 0, slowestMs: 0 };
  let pushes = 0;
  let missed = 0;
  let doubled = 0;
  for (const message of messages) {
    const delivery = [message.writtenAt, message.publishedAt + deliveryMs] as const;
    const fault = faults.find(({ downAt, upAt }) => overlaps(delivery, [downAt, upAt]));
    for (const userId of new Set([message.senderId, message.recipientId])) {
      const socket = byUser.get(userId);
      if (!socket) continue;
      pushes++;
      const times = socket.heard.get(message.id) ?? 0;
      if (times > 1) doubled += times - 1;
      if (times === 0) missed++;
      const disconnected = socket.outages.some((outage) => overlaps(delivery, outage));
      const tally = fault && perFault.get(fault);
      if (tally) {
        tally.pushes++;
        if (times === 0) tally.missed++;
        if (times === 0 && disconnected) tally.missedDisconnected++;
      } else if (disconnected) {
        calm.disconnected++;
      } else {
        calm.owed++;
        if (times === 0)
          calm.unheard.push({ messageId: message.id, userId, from: delivery[0], to: delivery[1] });
        const heardAt = socket.heardAt.get(message.id);
        if (heardAt !== undefined) calm.slowestMs = Math.max(calm.slowestMs, heardAt - message.publishedAt);
      }
    }
  }
  return { pushes, missed, doubled, calm, perFault };
}
