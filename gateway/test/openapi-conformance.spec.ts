import { randomUUID } from 'node:crypto';
import type { RunningSystem } from '@boonies/testing';
import request, { type Response } from 'supertest';
import { Browser, newAccount } from './support/browser';
import { OpenApiConformance, type OpenApiDocument } from './support/openapi-conformance';
import {
  eventually,
  EVENT_TEST_TIMEOUT_MS,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  skater,
  startPostsSystem,
  textPost,
  trickVideo,
  YOUTUBE_LINK,
  type SignedInUser,
} from './support/posts-system';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/**
 * Real answers of the running system checked against the OpenAPI document it serves: every field an answer
 * carries must be documented, every documented required field present, types, formats and enums as written.
 * Request bodies the web app sends are checked against the documented ones the same way.
 */
describe('OpenAPI conformance: the served document describes what the routes answer', () => {
  let system: RunningSystem;
  let conformance: OpenApiConformance;
  let author: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    system = await startPostsSystem('gateway-openapi-conformance');
    const document = (await request(system.baseUrl).get('/api/docs-json').expect(200))
      .body as OpenApiDocument;
    conformance = new OpenApiConformance(document);
    [author, reader] = await Promise.all([skater(system, 'author'), skater(system, 'reader')]);
    const post = await textPost(author.browser, 'Session at the boonies tonight?', {
      taggedTricks: ['gw-1'],
    });
    await author.browser.post('/api/posts', {
      content: 'Bring wax',
      postType: 'reply',
      parentPostId: post.id,
    });
    await reader.browser.post('/api/reactions', { postId: post.id, reactionType: 'like' });
    await trickVideo(author.browser, ['gw-2']);
    await author.browser.put(`/api/progress/${author.id}/gw-1`, { learned: true });
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await system?.stop();
  });

  /** Sends a request and expects its answer to have the status given and to fit the document. */
  async function conforming(
    expectedStatus: number,
    method: string,
    route: string,
    send: () => Promise<Response>,
  ): Promise<Response> {
    const response = await send();
    expect({ status: response.status, body: response.body }).toMatchObject({ status: expectedStatus });
    expect(conformance.answerProblems(method, route, response)).toEqual([]);
    return response;
  }

  it('GET /api/auth/me: the signed-in user, and 401 for nobody', async () => {
    await conforming(200, 'GET', '/api/auth/me', () => author.browser.get('/api/auth/me'));
    await conforming(401, 'GET', '/api/auth/me', () => new Browser(system.baseUrl).get('/api/auth/me'));
  });

  it('the check refuses an answer with an undocumented field, a missing one or a wrong type', async () => {
    const me = await author.browser.get('/api/auth/me');
    const altered = (body: object) => ({ ...me, body }) as Response;
    const { username: _username, ...withoutUsername } = me.body;
    expect(conformance.answerProblems('GET', '/api/auth/me', altered({ ...me.body, extra: 1 }))).toEqual([
      'GET /api/auth/me 200: / must NOT have additional properties (extra)',
    ]);
    expect(conformance.answerProblems('GET', '/api/auth/me', altered(withoutUsername))).toEqual([
      "GET /api/auth/me 200: / must have required property 'username'",
    ]);
    expect(conformance.answerProblems('GET', '/api/auth/me', altered({ ...me.body, id: 42 }))).not.toEqual(
      [],
    );
  });

  it('POST /api/auth/signup: a documented body is taken, and a refused one answers the documented error', async () => {
    const account = { ...newAccount('documented'), deviceId: randomUUID() };
    expect(conformance.bodyProblems('POST', '/api/auth/signup', account)).toEqual([]);
    await conforming(201, 'POST', '/api/auth/signup', () => new Browser(system.baseUrl).signUp(account));

    const unknownField = { ...newAccount('extra'), nickname: 'kf' };
    expect(conformance.bodyProblems('POST', '/api/auth/signup', unknownField)).not.toEqual([]);
    const refused = await conforming(400, 'POST', '/api/auth/signup', () =>
      new Browser(system.baseUrl).post('/api/auth/signup', unknownField),
    );
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });

  it('GET /api/posts: a feed page with tags, replies, reactions and a trick video', async () => {
    await eventually(
      async () => ((await reader.browser.get('/api/posts')).body.posts ?? []).length >= 2,
      'the posts in the feed',
    );
    const page = await conforming(200, 'GET', '/api/posts', () => reader.browser.get('/api/posts?limit=10'));
    expect(page.body.posts.length).toBeGreaterThanOrEqual(2);
    await conforming(400, 'GET', '/api/posts', () => reader.browser.get('/api/posts?limit=0'));
  });

  it('GET /api/users/{id}: a profile as its owner and as someone else, and 404 for nobody', async () => {
    await conforming(200, 'GET', '/api/users/{id}', () => author.browser.get(`/api/users/${author.id}`));
    await conforming(200, 'GET', '/api/users/{id}', () => reader.browser.get(`/api/users/${author.id}`));
    await conforming(404, 'GET', '/api/users/{id}', () => reader.browser.get(`/api/users/${randomUUID()}`));
  });

  it('GET /api/tricks: the catalogue, its summaries, and one trick', async () => {
    const list = await conforming(200, 'GET', '/api/tricks', () => reader.browser.get('/api/tricks'));
    expect(list.body.length).toBeGreaterThan(0);
    const summaries = await conforming(200, 'GET', '/api/tricks/summaries', () =>
      reader.browser.get('/api/tricks/summaries'),
    );
    expect(summaries.body).toHaveLength(list.body.length);
    await conforming(200, 'GET', '/api/tricks/{id}', () => reader.browser.get('/api/tricks/gw-1'));
    await conforming(404, 'GET', '/api/tricks/{id}', () => reader.browser.get('/api/tricks/gw-999'));
  });

  it('GET /api/progress, /api/scores and /api/leaderboard', async () => {
    await conforming(200, 'GET', '/api/progress/{userId}', () =>
      author.browser.get(`/api/progress/${author.id}`),
    );
    await conforming(200, 'GET', '/api/scores/{userId}', () =>
      author.browser.get(`/api/scores/${author.id}`),
    );
    const board = await conforming(200, 'GET', '/api/leaderboard', () =>
      reader.browser.get('/api/leaderboard'),
    );
    expect(board.body.length).toBeGreaterThan(0);
    await conforming(400, 'GET', '/api/leaderboard', () =>
      reader.browser.get('/api/leaderboard?filter=best'),
    );
  });

  it('POST /api/posts/trick-video: the documented body of the web app is taken', async () => {
    const body = { content: 'Another one', videoUrl: YOUTUBE_LINK, trickIds: ['gw-3'] };
    expect(conformance.bodyProblems('POST', '/api/posts/trick-video', body)).toEqual([]);
    await conforming(201, 'POST', '/api/posts/trick-video', () =>
      author.browser.post('/api/posts/trick-video', body),
    );
  });
});
