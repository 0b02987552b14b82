import { randomUUID } from 'node:crypto';
import { REALTIME_CLIENT_EVENTS, REALTIME_EVENTS, RPC, TYPING, type TypingPush } from '@boonies/contracts';
import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.token';
import { ServiceRpc } from '../nats/service-rpc';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import type { RealtimeSocket } from '../realtime/realtime-socket';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
 * answered to the typist, so a refusal says nothing about the other skater.
 *
 * It shares the socket.io server of `RealtimeGateway`, whose handshake admits signed-in sockets only.
 */
@WebSocketGateway({ path: '/socket.io' })
export class TypingGateway {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly publisher: RealtimePublisher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

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
        RPC.messaging.mayMessage,
        { recipientId: to },
        { correlationId, caller },
      );
      if (!allowed) return;
      const payload: TypingPush = { userId: caller.userId };
      this.publisher.toUser(to, REALTIME_EVENTS.typing, payload);
    } catch (error) {
      // A typing indicator is a nicety: a missed one is not worth more than a line in the log.
      this.logger.warn({ err: error, correlationId }, 'Could not relay a typing indicator');
    }
  }
}
