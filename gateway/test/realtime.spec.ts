import type { RunningSystem } from '@boonies/testing';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../src/realtime/realtime-socket';
import { SESSION_COOKIE } from '../src/sessions/session-cookie';
import { Browser, newAccount } from './support/browser';
import { startGatewayReplica, type GatewayReplica } from './support/gateway-replica';
import { startAuthSystem, SYSTEM_START_TIMEOUT_MS } from './support/system';

/** Well under the session cache's 30 s: only the revocation event can make a replica notice this fast. */
const REVOCATION_DEADLINE_MS = 3000;

describe('socket.io and sessions across replicas', () => {
  let system: RunningSystem;
  let replica: GatewayReplica;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    system = await startAuthSystem('gateway-realtime');
    replica = await startGatewayReplica(system);
  }, SYSTEM_START_TIMEOUT_MS);

  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));

  afterAll(async () => {
    await replica?.stop();
    await system?.stop();
  });

  async function signedUp(): Promise<{ browser: Browser; userId: string }> {
    const browser = new Browser(system.baseUrl);
    const response = await browser.signUp(newAccount());
    expect(response.status).toBe(201);
    return { browser, userId: response.body.id };
  }

  function connect(baseUrl: string, sessionCookie?: string): Socket {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: sessionCookie ? { cookie: `${SESSION_COOKIE}=${sessionCookie}` } : {},
    });
    sockets.push(socket);
    return socket;
  }

  function outcome(socket: Socket): Promise<'connected' | string> {
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  function disconnection(socket: Socket): Promise<string> {
    return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  }

  it('refuses a socket without a session cookie', async () => {
    await expect(outcome(connect(system.baseUrl))).resolves.toBe('Not signed in');
  });

  it('accepts a signed-in socket into its user room', async () => {
    const { browser, userId } = await signedUp();
    const socket = connect(system.baseUrl, browser.sessionCookie);

    await expect(outcome(socket)).resolves.toBe('connected');
    await expect(socket.timeout(2000).emitWithAck(SOCKET_EVENTS.whoami)).resolves.toEqual({ userId });
  });

  it('closes the socket when its session signs out, and refuses the old cookie afterwards', async () => {
    const { browser } = await signedUp();
    const cookie = browser.sessionCookie;
    const socket = connect(system.baseUrl, cookie);
    await expect(outcome(socket)).resolves.toBe('connected');

    const closed = disconnection(socket);
    expect((await browser.post('/api/auth/signout')).status).toBe(204);
    await expect(closed).resolves.toBe('io server disconnect');

    await expect(outcome(connect(system.baseUrl, cookie))).resolves.toBe('Not signed in');
  });

  describe('with a second gateway replica', () => {
    it("drops a session from the other replica's cache as soon as it is signed out", async () => {
      const { browser } = await signedUp();
      const elsewhere = new Browser(replica.baseUrl);
      elsewhere.sessionCookie = browser.sessionCookie;
      expect((await elsewhere.get('/api/auth/me')).status).toBe(200);

      await browser.post('/api/auth/signout');

      const deadline = Date.now() + REVOCATION_DEADLINE_MS;
      let status = 200;
      while (status === 200 && Date.now() < deadline) status = (await elsewhere.get('/api/auth/me')).status;
      expect(status).toBe(401);
    });

    it(
      "closes the session's sockets on the other replica",
      async () => {
        const { browser } = await signedUp();
        const socket = connect(replica.baseUrl, browser.sessionCookie);
        await expect(outcome(socket)).resolves.toBe('connected');

        const closed = disconnection(socket);
        await browser.post('/api/auth/signout');
        await expect(closed).resolves.toBe('io server disconnect');
      },
      REVOCATION_DEADLINE_MS + 2000,
    );
  });
});
