import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL, NATS) whose link a test can cut and restore,
 * to prove that a process rides out an outage of that server.
 */
export interface TcpProxy {
  /** `targetUrl` with its host and port replaced by the proxy's. */
  url(targetUrl: string): string;
  /** Drops every open connection and refuses new ones until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let isCut = false;

  const track = (socket: Socket): Socket => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };
  const server = createServer((client) => {
    track(client);
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = track(connect(Number(target.port), target.hostname));
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url(url: string): string {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut(): void {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore(): void {
      isCut = false;
    },
    close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
