/** What a mocked endpoint answers: a status and a JSON body (or raw text), or a network failure. */
export type MockReply =
  { status: number; json?: unknown; text?: string; statusText?: string } | { networkError: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type ReplySource = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/** Answers keyed by "METHOD /path", e.g. `'GET /api/auth/me'`. */
export type Routes = Record<string, ReplySource>;

/**
 * Replaces `fetch` with a router over `routes`. An unexpected request fails the call with a 501, so a
 * test sees it instead of hanging. Returns every request made, in order.
 */
export function mockFetch(routes: Routes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const source = routes[`${request.method} ${request.path}`];
    const reply = typeof source === 'function' ? await source(request) : (source ?? { status: 501 });
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    return fakeResponse(reply);
  });
  window.fetch = fetchMock as typeof window.fetch;
  return requests;
}

/** A reply that never comes until `resolve` is called, to observe loading states. */
export function deferredReply(): { reply: () => Promise<MockReply>; resolve: (reply: MockReply) => void } {
  let resolve: (reply: MockReply) => void = () => undefined;
  const pending = new Promise<MockReply>((settle) => {
    resolve = settle;
  });
  return { reply: () => pending, resolve };
}

function fakeResponse({
  status,
  json,
  text,
  statusText,
}: Exclude<MockReply, { networkError: true }>): Response {
  const body = json === undefined ? (text ?? null) : JSON.stringify(json);
  return new Response(body || null, { status, statusText });
}
