import type { CallerIdentity } from '@boonies/contracts/common';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';

/** Socket events the gateway answers. */
export const SOCKET_EVENTS = {
  /** Acknowledged with `{ userId }`: who this socket is signed in as. */
  whoami: 'session:whoami',
} as const;

/** What the gateway keeps on each authenticated socket. */
export interface SocketData {
  caller: CallerIdentity;
  /** When the session ends on its own (ISO 8601); the socket closes then. */
  sessionExpiresAt: string;
}

/** Event maps stay open: later features add their own events through the `RealtimePublisher`. */
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** Every socket of a user, across tabs and devices, joins this room. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The sockets opened with one session, to close when it ends. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
