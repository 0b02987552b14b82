import type { AudienceViewer } from '@boonies/contracts/posts';
import { Injectable } from '@nestjs/common';
import type { Push } from './realtime-push';
import { userRoom, type RealtimeServer, type RealtimeSocket, type SocketData } from './realtime-socket';

/**
 * Pushes to the sockets of a user open on this replica. Features subscribe to the domain events they care
 * about in every replica and publish here, so no shared socket.io adapter is needed.
 */
@Injectable()
export class RealtimePublisher {
  private server?: RealtimeServer;

  /** Called once by the socket gateway when socket.io is up. */
  attach(server: RealtimeServer): void {
    this.server = server;
  }

  toUser(userId: string, event: string, payload: unknown): void {
    this.server?.to(userRoom(userId)).emit(event, payload);
  }

  /** To every socket on this replica; the handshake admits only signed-in sockets, so no one else hears it. */
  toEveryone(event: string, payload: unknown): void {
    this.server?.emit(event, payload);
  }

  /** To the sockets of this replica in `room` (for instance the watchers of a post). */
  toRoom(room: string, event: string, payload: unknown): void {
    this.server?.to(room).emit(event, payload);
  }

  /** Whether any socket of this replica is in `room`: a push to an empty room is not worth preparing. */
  hasRoom(room: string): boolean {
    return (this.server?.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  /** The sockets of this replica in `room`, e.g. a user's (`userRoom`). */
  socketsIn(room: string): RealtimeSocket[] {
    const ids = this.server?.sockets.adapter.rooms.get(room) ?? new Set<string>();
    return [...ids].flatMap((id) => this.server?.sockets.sockets.get(id) ?? []);
  }

  /** Every socket open on this replica. */
  allSockets(): RealtimeSocket[] {
    return [...(this.server?.sockets.sockets.values() ?? [])];
  }

  /** Who is signed in on this replica's sockets, once per user: the candidates for a targeted push. */
  connectedViewers(): AudienceViewer[] {
    const viewers = new Map<string, AudienceViewer>();
    for (const socket of this.server?.sockets.sockets.values() ?? []) {
      const caller = socket.data.caller as SocketData['caller'] | undefined;
      if (caller) viewers.set(caller.userId, { userId: caller.userId, isAdmin: caller.isAdmin });
    }
    return [...viewers.values()];
  }

  publish(pushes: readonly Push[]): void {
    for (const push of pushes) {
      if (push.to === 'everyone') this.toEveryone(push.event, push.payload);
      else this.toUser(push.userId, push.event, push.payload);
    }
  }
}
