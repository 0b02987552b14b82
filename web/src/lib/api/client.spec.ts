import { mockFetch } from '@/test/fetch-mock';
import { ApiError, ConnectionError } from '@/lib/api-client';
import { api, pathWithParams, queryStringOf } from './client';

const POST_ID = '0b6c1a52-6a0e-4f0e-9d7e-3f1b2f0c9a11';

describe('api', () => {
  it('fills the route’s path parameters, encoded, and sends the call as apiClient does', async () => {
    const requests = mockFetch({
      [`DELETE /api/posts/${POST_ID}`]: { status: 200, json: { deleted: true, id: POST_ID } },
    });

    const answer = await api.DELETE('/api/posts/{id}', { params: { path: { id: POST_ID } } });

    expect(answer).toEqual({ deleted: true, id: POST_ID });
    expect(requests).toEqual([
      {
        method: 'DELETE',
        path: `/api/posts/${POST_ID}`,
        credentials: 'include',
        headers: { Accept: 'application/json', 'X-Requested-With': 'boonies' },
        body: undefined,
      },
    ]);
  });

  it('sends the body as JSON and the query in the order given, leaving absent values out', async () => {
    const requests = mockFetch({
      'POST /api/reactions': { status: 200, json: { likes: 1, dislikes: 0, userReaction: 'like' } },
      'GET /api/posts/popular?limit=20': { status: 200, json: { posts: [], nextCursor: null } },
    });

    await api.POST('/api/reactions', { body: { postId: POST_ID, reactionType: 'like' } });
    await api.GET('/api/posts/popular', { params: { query: { cursor: undefined, limit: 20 } } });

    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/reactions', body: { postId: POST_ID, reactionType: 'like' } },
      { method: 'GET', path: '/api/posts/popular?limit=20', body: undefined },
    ]);
    expect(requests[0].headers['Content-Type']).toBe('application/json');
  });

  it('resolves an answer without a body to undefined', async () => {
    mockFetch({ 'POST /api/auth/signout': { status: 204 } });

    await expect(api.POST('/api/auth/signout')).resolves.toBeUndefined();
  });

  it('raises the server’s refusal as an ApiError and no answer as a ConnectionError', async () => {
    const body = { error: 'No such post', code: 'NOT_FOUND' };
    mockFetch({
      [`GET /api/posts/${POST_ID}`]: { status: 404, json: body },
      'GET /api/posts/following': { networkError: true },
    });

    const refused = await api
      .GET('/api/posts/{id}', { params: { path: { id: POST_ID } } })
      .catch((caught: unknown) => caught);
    const unanswered = await api.GET('/api/posts/following').catch((caught: unknown) => caught);

    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, body });
    expect(unanswered).toBeInstanceOf(ConnectionError);
  });

  it('refuses at compile time what the document does not allow', () => {
    // Each line below must fail `tsc`: `@ts-expect-error` fails the typecheck when its line compiles.
    const rejected = () => [
      // @ts-expect-error: no such route
      api.GET('/api/post/{id}', { params: { path: { id: POST_ID } } }),
      // @ts-expect-error: the route's path parameter is missing
      api.GET('/api/posts/{id}'),
      // @ts-expect-error: not a reaction type of the document
      api.POST('/api/reactions', { body: { postId: POST_ID, reactionType: 'love' } }),
      // @ts-expect-error: the route takes no GET
      api.GET('/api/reactions'),
    ];
    expect(typeof rejected).toBe('function');
  });
});

describe('pathWithParams', () => {
  it('encodes each parameter and names a missing one', () => {
    expect(pathWithParams('/api/users/{id}/follow', { id: 'a b/c' })).toBe('/api/users/a%20b%2Fc/follow');
    expect(() => pathWithParams('/api/users/{id}', {})).toThrow(
      '/api/users/{id} needs the path parameter id',
    );
  });
});

describe('queryStringOf', () => {
  it('repeats list values, skips absent ones and is empty without values', () => {
    expect(queryStringOf({ q: 'kick flip', ids: ['a', 'b'], limit: 5, cursor: null, page: undefined })).toBe(
      '?q=kick+flip&ids=a&ids=b&limit=5',
    );
    expect(queryStringOf({ cursor: undefined })).toBe('');
  });
});
