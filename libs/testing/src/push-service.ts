// http_ece ships no types; every project that compiles this file (through the path alias) needs them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http-ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A subscription as a browser would hand it to the app (`PushSubscription.toJSON()`). */
export interface TestPushSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A push the service accepted: verified, decrypted and parsed. */
export interface ReceivedPush<TPayload = unknown> {
  endpoint: string;
  payload: TPayload;
  ttl: number | null;
  urgency: string | null;
  /** The `sub` of the VAPID token: whom the push service may contact about the sender. */
  vapidSubject: string;
}

export interface TestPushService {
  /** `http://127.0.0.1:<port>`: the audience every VAPID token must name. */
  readonly origin: string;
  /** A new browser subscription on this service, with a real P-256 key pair and auth secret. */
  subscribe(): TestPushSubscription;
  /** From now on the service answers this subscription's pushes 410 Gone, as for an unsubscribed browser. */
  expire(endpoint: string): void;
  /** The pushes accepted so far, oldest first; only those of `endpoint` when given. */
  received<TPayload = unknown>(endpoint?: string): ReceivedPush<TPayload>[];
  /** Waits until at least `count` pushes reached `endpoint`. */
  waitForPushes<TPayload = unknown>(
    endpoint: string,
    count: number,
    timeoutMs?: number,
  ): Promise<ReceivedPush<TPayload>[]>;
  /** Why pushes were refused (a bad VAPID token, a payload that does not decrypt), oldest first. */
  refusals(): string[];
  stop(): Promise<void>;
}

export interface PushServiceOptions {
  /** The VAPID public key (base64url) every push must be signed with; any valid signer when omitted. */
  vapidPublicKey?: string;
}

interface Receiver {
  ecdh: ECDH;
  authSecret: Buffer;
  expired: boolean;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A web push service for tests, as a browser vendor's would be: it accepts `POST /push/<id>`, checks the
 * VAPID token (an ES256 JWT over the key in `k=`, for this origin, not expired), decrypts the aes128gcm body
 * with the subscription's private key and auth secret, and keeps what it decoded. Unknown subscriptions
 * answer 404, expired ones 410, bad tokens 401 and undecryptable bodies 400.
 */
export async function startPushService(options: PushServiceOptions = {}): Promise<TestPushService> {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  let origin = '';

  const refuse = (response: ServerResponse, status: number, why: string) => {
    refusals.push(why);
    response.writeHead(status, { 'content-type': 'text/plain' }).end(why);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return refuse(response, 404, `no route ${request.url}`);
    const endpoint = `${origin}/push/${match[1]}`;
    const receiver = receivers.get(match[1]);
    if (!receiver) return refuse(response, 404, `unknown subscription ${endpoint}`);
    if (receiver.expired) return refuse(response, 410, `expired subscription ${endpoint}`);
    const vapid = checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
    if ('problem' in vapid) return refuse(response, 401, vapid.problem);
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(response, 400, `content-encoding ${request.headers['content-encoding']}`);
    }
    let payload: unknown;
    try {
      const clear = decrypt(body, {
        version: 'aes128gcm',
        privateKey: receiver.ecdh,
        authSecret: receiver.authSecret,
      });
      payload = JSON.parse(clear.toString('utf8'));
    } catch (error) {
      return refuse(response, 400, `undecryptable push: ${(error as Error).message}`);
    }
    const ttl = request.headers.ttl === undefined ? null : Number(request.headers.ttl);
    const urgency = typeof request.headers.urgency === 'string' ? request.headers.urgency : null;
    received.push({ endpoint, payload, ttl, urgency, vapidSubject: vapid.subject });
    response.writeHead(201, { location: `${endpoint}/${randomUUID()}` }).end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => refuse(response, 500, error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const receivedOf = <T>(endpoint?: string) =>
    received.filter((push) => endpoint === undefined || push.endpoint === endpoint) as ReceivedPush<T>[];

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomUUID();
      receivers.set(id, { ecdh, authSecret, expired: false });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
      };
    },
    expire(endpoint) {
      const receiver = receivers.get(endpoint.slice(endpoint.lastIndexOf('/') + 1));
      if (receiver) receiver.expired = true;
    },
    received: receivedOf,
    async waitForPushes<T>(endpoint: string, count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (receivedOf(endpoint).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `${endpoint} received ${receivedOf(endpoint).length} of ${count} pushes; refusals: ${refusals.join('; ') || 'none'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return receivedOf<T>(endpoint);
    },
    refusals: () => [...refusals],
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A VAPID key pair as the configuration takes it (base64url raw P-256 keys), made fresh. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: b64url(ecdh.getPublicKey()), privateKey: b64url(ecdh.getPrivateKey()) };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<public key>`, the token for this origin and unexpired. */
function checkVapid(
  header: string | undefined,
  audience: string,
  expectedKey: string | undefined,
): { subject: string } | { problem: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { problem: `no VAPID authorization: ${header}` };
  const [, token, key] = match;
  if (expectedKey !== undefined && key !== expectedKey) return { problem: 'signed with another VAPID key' };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not a P-256 public key' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const [head, body, signature] = token.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { problem: 'VAPID signature does not verify' };
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header_.alg !== 'ES256') return { problem: `VAPID alg ${header_.alg}` };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return { problem: `VAPID aud ${claims.aud}, not ${audience}` };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return { problem: 'VAPID expired' };
  if (typeof claims.sub !== 'string') return { problem: 'VAPID without sub' };
  return { subject: claims.sub };
}
