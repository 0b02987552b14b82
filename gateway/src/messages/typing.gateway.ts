import { randomUUID } from 'node:crypto';
import { MESSAGING_RPC, TYPING } from '@boonies/contracts/messaging';
import { REALTIME_CLIENT_EVENTS, REALTIME_EVENTS, type TypingPush } from '@boonies/contracts/realtime';
import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.token';
import { EventListener } from '../nats/event-listener';
import { ServiceRpc } from '../nats/service-rpc';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import type { RealtimeSocket } from '../realtime/realtime-socket';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subject on which the replica a typist is connected to tells every replica (deploy/nats/permissions.conf). */
export const TYPING_SUBJECT = 'gateway.typing';

/** A typing indicator the policy allowed, on its way to the counterpart's tabs on every replica. */
interface TypingNote {
  from: string;
  to: string;
}

function isTypingNote(data: unknown): data is TypingNote {
  if (typeof data !== 'object' || data === null) return false;
  const { from, to } = data as Record<string, unknown>;
  return typeof from === 'string' && UUID.test(from) && typeof to === 'string' && UUID.test(to);
}

/** Half the tab's own pace: a tab keeping to it is never dropped, a flood costs one check per interval. */
const RELAY_INTERVAL_MS = TYPING.throttleMs / 2;

/** Whom a socket last said it typed to, and when, so a flood is not relayed. */
const lastRelay = new WeakMap<RealtimeSocket, { to: string; at: number }>();

/** The counterpart a typing event names, or `null` when the payload is anything else. */
export function typingTarget(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { to } = body as { to?: unknown };
  return typeof to === 'string' && UUID.test(to) ? to.toLowerCase() : null;
}

/**
 * The typing indicator. A tab says its user is typing to someone (at most every `TYPING.throttleMs`); the
 * gateway asks the messaging service whether the access policy lets the typist message that skater now
 * (a block either way, messages off, a gone account: no) and only then tells the counterpart's tabs. The
 * push holds no state: the web app shows "typing…" for `TYPING.expiresMs` after the last one. Nothing is
 * answered to the typist, so a refusal says nothing about the other skater. The counterpart's tabs may be
 * connected to any replica, so an allowed indicator goes to every replica over NATS, and each tells the
 * tabs it holds.
 *
 * It shares the socket.io server of `RealtimeGateway`, whose handshake admits signed-in sockets only.
 */
@WebSocketGateway({ path: '/socket.io' })
export class TypingGateway {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly publisher: RealtimePublisher,
    private readonly events: EventListener,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    events.onReplicas(TYPING_SUBJECT, (data) => {
      if (!isTypingNote(data)) return;
      const payload: TypingPush = { userId: data.from };
      this.publisher.toUser(data.to, REALTIME_EVENTS.typing, payload);
    });
  }

  @SubscribeMessage(REALTIME_CLIENT_EVENTS.typing)
  async typing(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<void> {
    const caller = socket.data.caller;
    const to = typingTarget(body);
    if (!caller || !to || to === caller.userId) return;
    const now = Date.now();
    const last = lastRelay.get(socket);
    if (last && last.to === to && now - last.at < RELAY_INTERVAL_MS) return;
    lastRelay.set(socket, { to, at: now });
    const correlationId = randomUUID();
    try {
      const { allowed } = await this.rpc.call(
        MESSAGING_RPC.mayMessage,
        { recipientId: to },
        { correlationId, caller },
      );
      if (!allowed) return;
      const note: TypingNote = { from: caller.userId, to };
      this.events.toReplicas(TYPING_SUBJECT, note);
    } catch (error) {
      // A typing indicator is a nicety: a missed one is not worth more than a line in the log.
      this.logger.warn({ err: error, correlationId }, 'Could not relay a typing indicator');
    }
  }
}
