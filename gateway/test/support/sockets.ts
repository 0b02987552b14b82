import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../src/sessions/session-cookie';

/** Signed-in sockets as the web app opens them; `closeAll` ends every one opened. */
export class Sockets {
  private readonly open: Socket[] = [];

  /** A connected socket of the browser's session on the gateway at `baseUrl`. */
  async connect(baseUrl: string, sessionCookie: string | undefined): Promise<Socket> {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: `${SESSION_COOKIE}=${sessionCookie ?? ''}` },
    });
    this.open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  closeAll(): void {
    this.open.splice(0).forEach((socket) => socket.disconnect());
  }
}

/** Every payload of `event` the socket receives from now on. */
export function heard<T>(socket: Socket, event: string): T[] {
  const payloads: T[] = [];
  socket.on(event, (payload: T) => payloads.push(payload));
  return payloads;
}

/** The first payload of `event` that matches, within a bounded wait. */
export function nextMatching<T>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    // A test that fails first must not leave Jest waiting for this timer.
    timer.unref();
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
