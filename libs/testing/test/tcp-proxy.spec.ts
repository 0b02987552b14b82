import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { startTcpProxy, type TcpProxy } from '../src';

/** Sends `text` through a fresh connection and resolves with the answer, or rejects when the link is down. */
function roundTrip(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.once('data', (answer) => {
      resolve(answer.toString());
      socket.destroy();
    });
    socket.once('close', () => reject(new Error('closed without an answer')));
    socket.once('error', reject);
  });
}

describe('startTcpProxy', () => {
  let echo: Server;
  let proxy: TcpProxy;
  let proxyPort: number;

  beforeAll(async () => {
    echo = createServer((socket) => socket.pipe(socket)).listen(0, '127.0.0.1');
    await once(echo, 'listening');
    proxy = await startTcpProxy(`tcp://127.0.0.1:${(echo.address() as AddressInfo).port}`);
    proxyPort = Number(new URL(proxy.url('tcp://example:1')).port);
  });

  afterAll(async () => {
    await proxy.close();
    echo.close();
  });

  it('relays traffic to the target, and rewrites a URL to go through it', async () => {
    expect(proxy.url('postgres://postgres@db.internal:5432/boonies')).toBe(
      `postgres://postgres@127.0.0.1:${proxyPort}/boonies`,
    );
    await expect(roundTrip(proxyPort, 'kickflip')).resolves.toBe('kickflip');
  });

  it('drops open connections and refuses new ones while cut, until restored', async () => {
    const open = connect(proxyPort, '127.0.0.1');
    await once(open, 'connect');
    const closed = once(open, 'close');
    proxy.cut();
    await closed;
    await expect(roundTrip(proxyPort, 'heelflip')).rejects.toThrow('closed without an answer');

    proxy.restore();
    await expect(roundTrip(proxyPort, 'heelflip')).resolves.toBe('heelflip');
  });
});
