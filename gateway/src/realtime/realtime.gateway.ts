import { randomUUID } from 'node:crypto';
import { RpcError } from '@boonies/messaging';
import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.token';
import { connectedSockets } from '../metrics/http-metrics';
import { NOT_SIGNED_IN_MESSAGE } from '../sessions/not-signed-in.error';
import { readCookie, SESSION_COOKIE } from '../sessions/session-cookie';
import { callerOf, SessionResolver } from '../sessions/session-resolver.service';
import { SessionRevocations } from '../sessions/session-revocations';
import { RealtimePublisher } from './realtime.publisher';
import {
  sessionRoom,
  SOCKET_EVENTS,
  userRoom,
  type RealtimeServer,
  type RealtimeSocket,
} from './realtime-socket';

/** Node timers cannot wait longer than this; a socket of a longer session reconnects and is checked anew. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The app's one socket.io connection per tab, signed in with the session cookie. Each socket joins its
 * user's room (for the `RealtimePublisher`) and its session's room, so that revoking the session closes it.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  constructor(
    private readonly sessions: SessionResolver,
    private readonly revocations: SessionRevocations,
    private readonly publisher: RealtimePublisher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
    this.revocations.onRevoked((sessionId) => server.in(sessionRoom(sessionId)).disconnectSockets(true));
    this.publisher.attach(server);
  }

  async handleConnection(socket: RealtimeSocket): Promise<void> {
    connectedSockets.inc();
    socket.once('disconnect', () => connectedSockets.dec());
    const { caller, sessionExpiresAt } = socket.data;
    await socket.join([userRoom(caller.userId), sessionRoom(caller.sessionId)]);
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(MAX_TIMER_MS, Date.parse(sessionExpiresAt) - Date.now()),
    );
    socket.once('disconnect', () => clearTimeout(expiry));
  }

  @SubscribeMessage(SOCKET_EVENTS.whoami)
  whoami(@ConnectedSocket() socket: RealtimeSocket): { userId: string } {
    return { userId: socket.data.caller.userId };
  }

  /** Refuses the handshake (the client sees `connect_error`) unless the cookie opens a live session. */
  private async authenticate(socket: RealtimeSocket): Promise<void> {
    const token = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
    const context = { correlationId: randomUUID(), userAgent: socket.handshake.headers['user-agent'] };
    const session = await this.sessions.sessionFor(token, context).catch((error: unknown) => {
      this.logger.warn(
        { err: error, correlationId: context.correlationId },
        "Could not check a socket's session",
      );
      throw new Error(
        error instanceof RpcError ? error.message : 'Could not check the session. Please try again.',
      );
    });
    if (!session) throw new Error(NOT_SIGNED_IN_MESSAGE);
    socket.data.caller = callerOf(session);
    socket.data.sessionExpiresAt = session.expiresAt;
  }
}
