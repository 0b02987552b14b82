import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RunningSystem } from '@boonies/testing';
import request, { type Response } from 'supertest';
import { Browser, newAccount } from './support/browser';
import { startAuthSystem, SYSTEM_START_TIMEOUT_MS } from './support/system';

const DEV_SERVER_ORIGIN = 'http://localhost:5173';
const STORE_URL = 'https://shop.example.com/boonies';

/** A built web app in miniature: index.html and content-hashed bundles, one of a real bundle's size. */
function webAppBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'boonies-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>The Boonies</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'vendor-8b2e4d.js'), 'export const frames = [];\n'.repeat(2000));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'The Boonies' }));
  return dir;
}

const TELEMETRY_PER_MINUTE = 5;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * Uploads `bytes` of body of `type` in 64 kB writes, its length declared up front or chunked, and resolves
 * with the answer only once the whole upload went out and the answer was read: a connection closed
 * mid-upload (`EPIPE`, `ECONNRESET`) rejects.
 */
function upload(
  baseUrl: string,
  path: string,
  { bytes, declared, type }: { bytes: number; declared: boolean; type: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let answer: RawAnswer | undefined;
    let sent = false;
    const settle = () => {
      if (answer && sent) resolve(answer);
    };
    const outgoing = httpRequest(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': type,
          'X-Requested-With': 'boonies',
          ...(declared ? { 'Content-Length': String(bytes) } : {}),
        },
      },
      (incoming) => {
        const parts: Buffer[] = [];
        incoming.on('data', (part: Buffer) => parts.push(part));
        incoming.on('end', () => {
          answer = {
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')),
          };
          settle();
        });
      },
    );
    outgoing.on('error', reject);
    let written = 0;
    const writeMore = () => {
      while (written < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - written));
        written += part.length;
        if (!outgoing.write(part)) return void outgoing.once('drain', writeMore);
      }
      outgoing.end(() => {
        sent = true;
        settle();
      });
    };
    writeMore();
  });
}

/** Sends `head` as it is over a plain TCP connection and resolves with all the server wrote back. */
function rawExchange(baseUrl: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    const parts: Buffer[] = [];
    socket.on('data', (part: Buffer) => parts.push(part));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

/** The status and JSON body of a raw HTTP/1.1 answer. */
function parseRawAnswer(raw: string): { status: number; head: string; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
}

describe('HTTP surface', () => {
  let system: RunningSystem;
  let webDist: string;
  const api = () => request(system.baseUrl);
  const signIn = { email: 'nobody@example.com', password: 'whatever' };

  beforeAll(async () => {
    webDist = webAppBuild();
    system = await startAuthSystem('gateway-http-surface', {
      ALLOWED_ORIGINS: DEV_SERVER_ORIGIN,
      STORE_URL,
      WEB_DIST_DIR: webDist,
      TELEMETRY_PER_MINUTE: String(TELEMETRY_PER_MINUTE),
    });
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await system?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request from another site', async () => {
      const response = await api()
        .post('/api/auth/signin')
        .set('Origin', 'https://evil.example')
        .set('X-Requested-With', 'boonies')
        .send(signIn);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: expect.any(String), code: 'CSRF_REJECTED' });
    });

    it('accepts one from the app itself or a configured origin', async () => {
      for (const origin of [system.baseUrl, DEV_SERVER_ORIGIN]) {
        const response = await api().post('/api/auth/signin').set('Origin', origin).send(signIn);
        expect(response.status).toBe(401);
      }
    });

    it('without an Origin, requires X-Requested-With', async () => {
      const bare = await api().post('/api/auth/signout');
      expect(bare.status).toBe(403);
      expect(bare.body.code).toBe('CSRF_REJECTED');
      expect((await api().post('/api/auth/signout').set('X-Requested-With', 'boonies')).status).toBe(204);
    });

    it('leaves reads alone', async () => {
      const response = await api().get('/api/auth/me').set('Origin', 'https://evil.example');
      expect(response.status).toBe(401);
    });
  });

  it('sends security headers with a content security policy fit for the app', async () => {
    const response = await api().get('/api/auth/me');
    const policy = String(response.headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `)) ?? '';

    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toContain('https:');
    expect(directive('media-src')).toContain('https:');
    for (const player of [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.tiktok.com',
      'https://shop.example.com',
    ]) {
      expect(directive('frame-src')).toContain(player);
    }
    expect(directive('connect-src')).toMatch(
      /^connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+$/,
    );
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('documents every route in OpenAPI, with bodies and responses', async () => {
    const document = (await api().get('/api/docs-json').expect(200)).body;
    const operations = Object.entries(document.paths as Record<string, Record<string, object>>).flatMap(
      ([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/auth/me',
        'POST /api/auth/signup',
        'POST /api/auth/signin',
        'POST /api/auth/signout',
        'POST /api/auth/change-password',
        'POST /api/auth/deactivate',
        'GET /api/me/export/{part}',
        'PATCH /api/admin/users/{id}/reactivate',
        'GET /api/health',
        'POST /api/telemetry/not-found',
        'GET /api/config/public',
        'GET /api/tricks',
        'GET /api/tricks/summaries',
        'GET /api/tricks/trending',
        'GET /api/tricks/suggestions',
        'GET /api/tricks/{id}',
        'POST /api/tricks',
        'PATCH /api/tricks/{id}',
        'GET /api/progress/{userId}',
        'PUT /api/progress/{userId}/{trickId}',
        'DELETE /api/progress/{userId}',
        'GET /api/user-progress',
        'POST /api/user-progress',
        'GET /api/scores/{userId}',
        'GET /api/leaderboard',
        'GET /api/admin/unverified-tricks',
        'PATCH /api/admin/unverified-tricks/{id}/verify',
        'GET /api/posts',
        'POST /api/posts',
        'POST /api/posts/trick-video',
        'GET /api/posts/popular',
        'GET /api/posts/following',
        'GET /api/posts/type/{type}',
        'GET /api/posts/user/{id}',
        'GET /api/posts/trick/{trickId}',
        'GET /api/posts/{id}',
        'GET /api/posts/{id}/replies',
        'DELETE /api/posts/{id}',
        'PATCH /api/posts/{id}',
        'GET /api/reactions/{postId}',
        'POST /api/reactions',
        'DELETE /api/reactions/{postId}',
        'GET /api/verifications/post/{postId}',
        'GET /api/verifications/standing',
        'GET /api/verifications/{id}',
        'GET /api/verifications/{id}/vote',
        'POST /api/verifications/{id}/vote',
        'DELETE /api/verifications/{id}',
        'GET /api/admin/verifications/contested',
        'POST /api/admin/verifications/{id}/decision',
        'GET /api/users',
        'GET /api/users/search',
        'GET /api/users/suggested',
        'GET /api/users/summary',
        'GET /api/users/me/preferences',
        'PATCH /api/users/me/preferences',
        'GET /api/users/check-username/{name}',
        'GET /api/users/{id}',
        'PATCH /api/users/{id}',
        'GET /api/users/{id}/followers',
        'GET /api/users/{id}/following',
        'GET /api/follows/check/{id}',
        'POST /api/follows',
        'DELETE /api/follows/{id}',
        'GET /api/follow-requests',
        'POST /api/follow-requests/{requesterId}/approve',
        'POST /api/follow-requests/{requesterId}/decline',
        'GET /api/blocks',
        'POST /api/blocks',
        'DELETE /api/blocks/{userId}',
        'POST /api/messages',
        'GET /api/messages',
        'GET /api/messages/{otherUserId}',
        'GET /api/messages/conversations',
        'POST /api/messages/conversations/{userId}/read',
        'PATCH /api/messages/{id}/read',
        'GET /api/notifications',
        'PATCH /api/notifications/read-all',
        'PATCH /api/notifications/{id}/read',
        'POST /api/push/subscriptions',
        'DELETE /api/push/subscriptions',
        'POST /api/sponsorships',
        'GET /api/sponsorships',
        'GET /api/sponsorships/user',
        'PATCH /api/sponsorships/{id}',
        'DELETE /api/sponsorships/{brandId}/{athleteId}',
        'POST /api/admin/tricks/import',
        'GET /api/admin/messages',
        'PATCH /api/admin/messages/{id}',
        'GET /api/admin/data-map',
        'GET /api/admin/event-catalogue',
        'GET /api/admin/event-catalogue/asyncapi.json',
        'GET /api/admin/webhooks',
        'POST /api/admin/webhooks',
        'PATCH /api/admin/webhooks/{id}',
        'DELETE /api/admin/webhooks/{id}',
        'POST /api/admin/webhooks/{id}/rotate-secret',
        'POST /api/admin/webhooks/{id}/test',
        'GET /api/admin/webhooks/{id}/deliveries',
        'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/replay',
        'POST /api/admin/webhooks/{id}/deliveries/replay-dead',
        'GET /api/admin/users',
        'PATCH /api/admin/users/{id}/verify',
        'PATCH /api/admin/users/{id}/unverify',
        'PATCH /api/admin/users/{id}/trusted',
        'GET /api/admin/puppets',
        'POST /api/admin/puppets/initialize',
        'POST /api/admin/puppets/{id}/assume',
        'POST /api/admin/puppets/return',
        'GET /api/admin/audit-log',
        'GET /api/events',
        'GET /api/events/{id}',
        'GET /api/events/{id}/ics',
        'PUT /api/events/{id}/rsvp',
        'DELETE /api/events/{id}/rsvp',
        'POST /api/admin/events',
        'PATCH /api/admin/events/{id}',
        'DELETE /api/admin/events/{id}',
        'GET /api/admin/site-settings',
        'PUT /api/admin/site-settings',
        'POST /api/reports',
        'GET /api/admin/reports',
        'POST /api/admin/reports/{id}/resolve',
        'POST /api/admin/reports/{id}/reopen',
        'POST /api/admin/users/{id}/suspend',
        'DELETE /api/admin/users/{id}/suspension',
        'POST /api/games',
        'GET /api/games',
        'GET /api/games/leaderboard',
        'GET /api/games/record/{userId}',
        'GET /api/games/{id}',
        'POST /api/games/{id}/accept',
        'POST /api/games/{id}/decline',
        'POST /api/games/{id}/set',
        'POST /api/games/{id}/attempt',
        'POST /api/games/{id}/bail',
        'POST /api/games/{id}/calls',
        'POST /api/games/{id}/forfeit',
        'POST /api/uploads',
        'HEAD /api/uploads/{mediaId}',
        'PATCH /api/uploads/{mediaId}',
        'DELETE /api/uploads/{mediaId}',
        'GET /api/media/{mediaId}',
        'GET /api/media/{mediaId}/{rendition}',
      ].sort(),
    );
    const signUp = document.paths['/api/auth/signup'].post;
    expect(signUp.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/SignUpDto');
    expect(Object.keys(signUp.responses).sort()).toEqual([
      '201',
      '400',
      '403',
      '409',
      '429',
      '500',
      '503',
      '504',
    ]);
    expect(document.components.schemas.UserDto.required).toEqual(expect.arrayContaining(['id', 'email']));
    // Request bodies are the contract DTOs' own rules: bounds, patterns, required fields, nothing else.
    expect(document.components.schemas.SignUpDto).toMatchObject({
      required: ['email', 'username', 'password'],
      additionalProperties: false,
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        username: { type: 'string', minLength: 3, maxLength: 30, pattern: '^[a-z0-9][a-z0-9._-]*$' },
        deviceId: { type: 'string', format: 'uuid' },
      },
    });
    const setLearned = document.paths['/api/progress/{userId}/{trickId}'].put;
    expect(setLearned.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/SetLearnedDto',
    );
    expect(Object.keys(setLearned.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '500',
      '503',
      '504',
    ]);
    for (const catalogue of ['/api/tricks', '/api/tricks/summaries']) {
      expect(Object.keys(document.paths[catalogue].get.responses).sort()).toEqual([
        '200',
        '304',
        '400',
        '401',
        '500',
        '503',
        '504',
      ]);
    }
    expect(
      document.paths['/api/tricks/summaries'].get.responses['200'].content['application/json'].schema,
    ).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/TrickSummaryDto' },
    });
    const createPost = document.paths['/api/posts'].post;
    expect(createPost.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/CreatePostDto',
    );
    expect(createPost.responses['201'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/PostDto',
    );
    expect(Object.keys(document.paths['/api/posts/popular'].get.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '500',
      '503',
      '504',
    ]);
    expect(
      document.paths['/api/posts/popular'].get.parameters.map(
        (parameter: { name: string }) => parameter.name,
      ),
    ).toEqual(['cursor', 'limit']);
    expect(Object.keys(document.paths['/api/verifications/{id}/vote'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
      '500',
      '503',
      '504',
    ]);
    const decision = document.paths['/api/admin/verifications/{id}/decision'].post;
    expect(decision.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/DecideVerificationDto',
    );
    expect(decision.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/VerificationDto',
    );
    expect(document.components.schemas.VerificationDto.required).toContain('progress');
    expect(
      document.paths['/api/verifications/standing'].get.responses['200'].content['application/json'].schema
        .$ref,
    ).toBe('#/components/schemas/StandingDto');
    const parameterNames = (route: string, method = 'get') =>
      document.paths[route][method].parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameterNames('/api/users/search')).toEqual(['q', 'excludeBrands']);
    expect(parameterNames('/api/users/{id}/followers')).toEqual(['id', 'cursor', 'limit']);
    expect(parameterNames('/api/messages/{otherUserId}')).toEqual(['otherUserId', 'cursor', 'limit']);
    expect(parameterNames('/api/messages')).toEqual(['box', 'cursor', 'limit']);
    expect(parameterNames('/api/admin/verifications/contested')).toEqual(['limit']);
    const sendMessage = document.paths['/api/messages'].post;
    expect(sendMessage.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/SendMessageDto',
    );
    expect(Object.keys(sendMessage.responses).sort()).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '429',
      '500',
      '503',
      '504',
    ]);
    const editProfile = document.paths['/api/users/{id}'].patch;
    expect(editProfile.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/UpdateProfileDto',
    );
    expect(Object.keys(editProfile.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '500',
      '503',
      '504',
    ]);
    const [security] = document.paths['/api/auth/me'].get.security;
    expect(document.components.securitySchemes[Object.keys(security)[0]]).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'boonies_session',
    });

    const ui = await api().get('/api/docs').expect(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('keeps idle connections longer than a load balancer in front of it keeps its own', async () => {
    // fetch keeps the connection alive, so the server announces how long it will keep it.
    const response = await fetch(`${system.baseUrl}/api/health`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('tags API answers by their content and answers a current copy with 304', async () => {
    const first = await api().get('/api/config/public').expect(200);
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    const revalidated = await api().get('/api/config/public').set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    const stale = await api().get('/api/config/public').set('If-None-Match', 'W/"0-old"').expect(200);
    expect(stale.body).toEqual(first.body);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const response of [
      await api().get('/api/nope'),
      await new Browser(system.baseUrl).post('/api/nope', {}),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers an address it cannot decode as bad input', async () => {
    const response = await api().get('/api/posts/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED' });
  });

  it('refuses a body over 100 kB with 413', async () => {
    const response = await new Browser(system.baseUrl).post('/api/telemetry/not-found', {
      path: `/${'x'.repeat(110_000)}`,
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a 6 MB body with a 413 the client reads whole, never closing mid-upload', async () => {
    for (const [declared, type] of [
      [true, 'application/json'],
      [false, 'application/json'],
      [true, 'text/plain'],
    ] as const) {
      const bytes = 6 * 1024 * 1024;
      const answer = await upload(system.baseUrl, '/api/telemetry/not-found', { bytes, declared, type });
      expect({ declared, type, status: answer.status, body: answer.body }).toEqual({
        declared,
        type,
        status: 413,
        body: { error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' },
      });
    }
  });

  it('answers request headers over the limit with a 431 in the error shape', async () => {
    const raw = await rawExchange(
      system.baseUrl,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(64 * 1024)}\r\n\r\n`,
    );
    const answer = parseRawAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(answer.body).toEqual({ error: expect.any(String), code: 'HEADERS_TOO_LARGE' });
  });

  describe('caching of personal answers', () => {
    it('tells every cache to keep no copy of an API answer, signed in or refused', async () => {
      const skater = new Browser(system.baseUrl);
      const signUp = await skater.signUp(newAccount());
      expect(signUp.status).toBe(201);
      const answers: [string, Response][] = [
        ['sign-up', signUp],
        ['own account', await skater.get('/api/auth/me')],
        ['own preferences', await skater.get('/api/users/me/preferences')],
        ['own profile', await skater.get(`/api/users/${signUp.body.id}`)],
        ['invalid change', await skater.patch('/api/users/me/preferences', { nope: true })],
        ['missing profile', await skater.get('/api/users/6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b')],
        // The tricks service is not running here: a failure of a route that chooses its own caching.
        ['catalogue down', await skater.get('/api/tricks')],
        ['unknown route', await skater.get('/api/nope')],
        ['anonymous', await new Browser(system.baseUrl).get('/api/auth/me')],
      ];
      expect(
        answers.map(([label, answer]) => [label, answer.status, answer.headers['cache-control']]),
      ).toEqual([
        ['sign-up', 201, 'no-store'],
        ['own account', 200, 'no-store'],
        ['own preferences', 200, 'no-store'],
        ['own profile', 200, 'no-store'],
        ['invalid change', 400, 'no-store'],
        ['missing profile', 404, 'no-store'],
        ['catalogue down', 503, 'no-store'],
        ['unknown route', 404, 'no-store'],
        ['anonymous', 401, 'no-store'],
      ]);
    });

    it('leaves a route that chooses its own caching and the app’s files as they were', async () => {
      const skater = new Browser(system.baseUrl);
      await skater.signUp(newAccount());
      expect((await skater.get('/api/config/public')).headers['cache-control']).toBe('no-cache');
      expect((await skater.get('/assets/index-3f9a1c.js')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await skater.get('/')).headers['cache-control']).toBe('no-cache');
    });
  });

  it('refuses a compressed body rather than inflating it', async () => {
    const response = await api()
      .post('/api/telemetry/not-found')
      .set('X-Requested-With', 'boonies')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ path: '/' })));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
  });

  it('tells anyone the store address, contact email and push key of this deployment', async () => {
    const response = await new Browser(system.baseUrl).get('/api/config/public');
    expect(response.status).toBe(200);
    // No admin has saved a store link here, so the deployment's STORE_URL is both the frame and the link.
    expect(response.body).toEqual({
      storeUrl: STORE_URL,
      merchandiseUrl: STORE_URL,
      contactEmail: 'hello@theboonies.example',
      // The test harness gives every system a VAPID pair; phones subscribe with its public half.
      vapidPublicKey: expect.stringMatching(/^[\w-]{87}$/),
    });
  });

  describe('POST /api/telemetry/not-found', () => {
    it('logs the path and answers 204 without a session', async () => {
      expect(
        (await new Browser(system.baseUrl).post('/api/telemetry/not-found', { path: '/skatepark' })).status,
      ).toBe(204);
    });

    it('limits reports per client address, with Retry-After, and only that address', async () => {
      const visitor = new Browser(system.baseUrl);
      for (let report = 0; report < TELEMETRY_PER_MINUTE; report++) {
        expect((await visitor.post('/api/telemetry/not-found', { path: '/skatepark' })).status).toBe(204);
      }
      const refused = await visitor.post('/api/telemetry/not-found', { path: '/skatepark' });

      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
      expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(
        (await new Browser(system.baseUrl).post('/api/telemetry/not-found', { path: '/skatepark' })).status,
      ).toBe(204);
    });

    it('refuses a path over 2 kB or of the wrong type', async () => {
      for (const path of ['/'.repeat(2049), 42]) {
        const response = await new Browser(system.baseUrl).post('/api/telemetry/not-found', { path });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
      }
    });
  });

  it('keeps a sensible X-Request-Id and makes one up otherwise', async () => {
    const kept = await api().get('/api/auth/me').set('X-Request-Id', 'edge-7f3a9c21');
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const replaced = await api().get('/api/auth/me').set('X-Request-Id', 'no spaces please');
    expect(replaced.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  describe('the web app', () => {
    it('serves index.html for client-side routes, never cached', async () => {
      for (const route of [
        '/',
        '/tricks',
        '/profile/6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b',
        '/no/such/page',
      ]) {
        const response = await api().get(route).expect(200);
        expect(response.text).toContain('<div id="root">');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('caches hashed bundles for good and other files not at all', async () => {
      const bundle = await api().get('/assets/index-3f9a1c.js').expect(200);
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await api().get('/favicon.svg').expect(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    it('sends the app compressed, and API answers as they are', async () => {
      const bundle = await api().get('/assets/vendor-8b2e4d.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(bundle.headers['content-encoding']).toBe('gzip');
      expect(bundle.text).toContain('export const frames');
      const answer = await api().get('/api/config/public').set('Accept-Encoding', 'gzip').expect(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
    });

    it('answers a missing bundle with 404 rather than the page', async () => {
      expect((await api().get('/assets/index-000000.js')).status).toBe(404);
    });

    it('serves the service worker and manifest with their types, checked on every visit', async () => {
      const worker = await api().get('/sw.js').expect(200);
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await api().get('/manifest.webmanifest').expect(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    });

    it('answers hostile file paths with 400 or 404 in the error shape, never 500', async () => {
      for (const path of [
        '/assets/%00.js',
        '/%00',
        '/sw.js%00',
        '/icons/%00.png',
        '/assets/%2e%2e%2findex.html',
        '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
        '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '/assets/..%5c..%5cpackage.json',
        `/assets/${'a'.repeat(5000)}.js`,
        `/icons/${'a/'.repeat(3000)}icon.png`,
        `/assets/${'%2e%2e%2f'.repeat(500)}etc/passwd`,
        '/assets/%E0%A4%A.js',
        '/assets/%.js',
        '/%E0%A4%A',
      ]) {
        const response = await api().get(path);
        // Either refusal is right (a bad address, or no such file): never a 500, never a file, always the shape.
        expect({
          path: path.slice(0, 60),
          refused: [400, 404].includes(response.status),
          body: response.body,
        }).toEqual({
          path: path.slice(0, 60),
          refused: true,
          body: { error: expect.any(String), code: expect.any(String) },
        });
      }
    });

    it('answers a missing worker file or icon with 404, never the page', async () => {
      for (const file of ['/workbox-000000.js', '/icons/icon-999.png']) {
        expect([file, (await api().get(file)).status]).toEqual([file, 404]);
      }
    });
  });
});
