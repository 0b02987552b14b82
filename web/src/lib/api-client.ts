import { type ErrorBody, isErrorCode } from '@boonies/contracts/common';
import { reportAnswer, reportConnectionFailure } from './offline/connectivity';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page, for reports sent while the visitor navigates away. */
  keepalive?: boolean;
  /** How long to wait for the whole answer before giving up on the connection; 10 s unless set. */
  timeoutMs?: number;
}

/**
 * A request that hangs on one bar of signal would keep its screen waiting for good: past this, it counts as
 * no connection. Ten seconds is more than any of the app's answers takes on a slow phone connection.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The request got no answer: the connection failed, or no answer came in time. The app treats it as being
 * offline (see `lib/offline/connectivity.ts`), never as the server's refusal.
 */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';

  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout' ? 'The server took too long to answer' : "The server can't be reached",
      options,
    );
  }
}

export function isConnectionFailure(error: unknown): error is ConnectionError {
  return error instanceof ConnectionError;
}

/**
 * A non-2xx reply. The message follows the product's error format, "<status>: <response text>" (the
 * status text when the body is empty); `body` is the server's `{ error, code, field }` when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }

  get code(): ErrorBody['code'] | undefined {
    return this.body?.code;
  }

  get field(): string | undefined {
    return this.body?.field;
  }

  /** For a 429: the seconds to wait, as the server counted them. */
  get retryAfterSeconds(): number | undefined {
    return this.body?.retryAfterSeconds;
  }
}

/** The server's human explanation of a failure, if the failure came from the server and it gave one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.error : undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server answers 404 for what does not exist and for what the caller may not see alike. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Calls the gateway with the session cookie. The `X-Requested-With` header marks the call as the app's
 * own: the gateway refuses state-changing requests without it (cross-site request forgery protection).
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'boonies' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const { response, text } = await exchange(
    path,
    {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      keepalive: options.keepalive,
    },
    options,
  );
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseErrorBody(text, response.headers.get('Retry-After')),
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Sends the request and reads the whole answer within the time allowed. No answer (a failed connection or
 * the time running out) is a `ConnectionError` and puts the app offline; any answer, even an error status,
 * shows the server is reachable. The caller's own cancellation passes through unchanged.
 */
async function exchange(
  path: string,
  init: RequestInit,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: RequestOptions,
): Promise<{ response: Response; text: string }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(path, { ...init, signal: controller.signal });
    reportAnswer();
    return { response, text: await response.text() };
  } catch (error) {
    if (signal?.aborted && !timedOut) throw error;
    reportConnectionFailure();
    throw new ConnectionError(timedOut ? 'timeout' : 'failed', { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};

/** Errors from a proxy or a crashed process are not our JSON: those yield no body, only the message. */
function parseErrorBody(text: string, retryAfterHeader: string | null): ErrorBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { error, code, field, retryAfterSeconds } = parsed as Record<string, unknown>;
  if (typeof error !== 'string' || !isErrorCode(code)) return null;
  const body: ErrorBody = typeof field === 'string' ? { error, code, field } : { error, code };
  const wait = typeof retryAfterSeconds === 'number' ? retryAfterSeconds : Number(retryAfterHeader ?? NaN);
  if (Number.isFinite(wait) && wait > 0) body.retryAfterSeconds = wait;
  return body;
}
