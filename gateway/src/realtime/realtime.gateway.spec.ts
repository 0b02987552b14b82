import type { AddressInfo } from 'node:net';
import type { ResolvedSession } from '@boonies/contracts/auth';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { LOGGER } from '../logging/logger.token';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { SessionResolver } from '../sessions/session-resolver.service';
import { SessionRevocations } from '../sessions/session-revocations';
import { GatewayIoAdapter } from './gateway-io.adapter';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime.publisher';
import { SOCKET_EVENTS } from './realtime-socket';

/** Sessions by cookie value; the real resolver's cookie → JWT → auth service path has its own tests. */
const sessions = new Map<string, ResolvedSession>();
const liveSession = (userId: string): ResolvedSession => ({
  sessionId: `session-of-${userId}`,
  userId,
  isAdmin: false,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

@Module({
  providers: [
    RealtimeGateway,
    RealtimePublisher,
    SessionRevocations,
    {
      provide: SessionResolver,
      useValue: { sessionFor: async (token?: string) => sessions.get(token ?? '') ?? null },
    },
    { provide: LOGGER, useValue: pino({ level: 'silent' }) },
  ],
})
class RealtimeTestModule {}

describe('RealtimeGateway', () => {
  let app: INestApplication;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await NestFactory.create(RealtimeTestModule, new FastifyAdapter(), { logger: false });
    app.useWebSocketAdapter(new GatewayIoAdapter(app, []));
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    sessions.set('cookie-of-ann', liveSession('ann'));
    sessions.set('cookie-of-bob', liveSession('bob'));
  });

  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
  afterAll(() => app.close());

  function connect(headers: Record<string, string> = {}): Socket {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }

  const signedIn = (user: string) => connect({ cookie: `theme=dark; ${SESSION_COOKIE}=cookie-of-${user}` });

  function connected(socket: Socket): Promise<void> {
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  function refusal(socket: Socket): Promise<string> {
    return new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  it('refuses a socket without a session cookie, or with one that opens no session', async () => {
    await expect(refusal(connect())).resolves.toBe('Not signed in');
    await expect(refusal(connect({ cookie: `${SESSION_COOKIE}=revoked` }))).resolves.toBe('Not signed in');
  });

  it('refuses a handshake from a page on another site', async () => {
    const socket = connect({ cookie: `${SESSION_COOKIE}=cookie-of-ann`, origin: 'https://evil.example' });
    await expect(refusal(socket)).resolves.toBeDefined();
  });

  it('tells a signed-in socket who it is', async () => {
    const socket = signedIn('ann');
    await connected(socket);
    await expect(socket.timeout(2000).emitWithAck(SOCKET_EVENTS.whoami)).resolves.toEqual({ userId: 'ann' });
  });

  it("publishes to every socket of one user and to no one else's", async () => {
    const [annPhone, annLaptop, bob] = [signedIn('ann'), signedIn('ann'), signedIn('bob')];
    await Promise.all([annPhone, annLaptop, bob].map(connected));
    const bobHeard = jest.fn();
    bob.on('notification', bobHeard);

    const received = [annPhone, annLaptop].map(
      (socket) => new Promise((resolve) => socket.once('notification', resolve)),
    );
    app.get(RealtimePublisher).toUser('ann', 'notification', { text: 'hello' });

    await expect(Promise.all(received)).resolves.toEqual([{ text: 'hello' }, { text: 'hello' }]);
    expect(bobHeard).not.toHaveBeenCalled();
  });

  it('publishes to every signed-in socket at once', async () => {
    const [ann, bob] = [signedIn('ann'), signedIn('bob')];
    await Promise.all([ann, bob].map(connected));

    const received = [ann, bob].map(
      (socket) => new Promise((resolve) => socket.once('post:created', resolve)),
    );
    app.get(RealtimePublisher).toEveryone('post:created', { postId: 'p1' });

    await expect(Promise.all(received)).resolves.toEqual([{ postId: 'p1' }, { postId: 'p1' }]);
  });

  it('publishes a batch of pushes, each to its own audience', async () => {
    const [ann, bob] = [signedIn('ann'), signedIn('bob')];
    await Promise.all([ann, bob].map(connected));
    const bobHeard = jest.fn();
    bob.on('message:new', bobHeard);
    const annGot = new Promise((resolve) => ann.once('message:new', resolve));
    const everyoneGot = [ann, bob].map(
      (socket) => new Promise((resolve) => socket.once('post:deleted', resolve)),
    );

    app.get(RealtimePublisher).publish([
      { to: 'user', userId: 'ann', event: 'message:new', payload: { messageId: 'm1' } },
      { to: 'everyone', event: 'post:deleted', payload: { postId: 'p1' } },
    ]);

    await expect(annGot).resolves.toEqual({ messageId: 'm1' });
    await expect(Promise.all(everyoneGot)).resolves.toEqual([{ postId: 'p1' }, { postId: 'p1' }]);
    expect(bobHeard).not.toHaveBeenCalled();
  });

  it('closes the sockets of a session when it is revoked, and only those', async () => {
    const [ann, bob] = [signedIn('ann'), signedIn('bob')];
    await Promise.all([ann, bob].map(connected));
    const reason = new Promise((resolve) => ann.once('disconnect', resolve));

    app.get(SessionRevocations).announce('session-of-ann');

    await expect(reason).resolves.toBe('io server disconnect');
    await expect(bob.timeout(2000).emitWithAck(SOCKET_EVENTS.whoami)).resolves.toEqual({ userId: 'bob' });
  });
});
