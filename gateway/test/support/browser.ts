import { randomBytes, randomInt } from 'node:crypto';
import request, { type Response, type Test } from 'supertest';
import { SESSION_COOKIE } from '../../src/sessions/session-cookie';

/** A parsed `Set-Cookie` for the session cookie. */
export interface SetCookie {
  value: string;
  /** Attribute names lower-cased; flags (HttpOnly, Secure) map to ''. */
  attributes: Map<string, string>;
}

export function sessionSetCookie(response: Response): SetCookie | undefined {
  const headers = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const header = headers.filter((line) => line.startsWith(`${SESSION_COOKIE}=`)).at(-1);
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)),
    attributes: new Map(
      attributes.map((attribute) => {
        const [name, ...value] = attribute.split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
    ),
  };
}

/** A fresh account nobody else in the run uses. */
export function newAccount(label = 'skater') {
  const suffix = randomBytes(4).toString('hex');
  return { email: `${label}.${suffix}@example.com`, username: `${label}.${suffix}`, password: 'kickflip-42' };
}

/** A client address of its own, so rate limits counted per address never mix between tests. */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Talks to the gateway as the web app does: JSON, `X-Requested-With`, and the session cookie kept from
 * one response to the next. Its address travels in `X-Forwarded-For` (the gateway trusts one proxy).
 */
export class Browser {
  sessionCookie?: string;

  constructor(
    private readonly baseUrl: string,
    readonly clientIp = randomClientIp(),
  ) {}

  /** `headers`: what a browser adds of its own, e.g. `If-None-Match` when it revalidates a copy. */
  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(request(this.baseUrl).get(path).set(headers));
  }

  post(path: string, body?: object | string): Promise<Response> {
    return this.withBody(request(this.baseUrl).post(path), body);
  }

  put(path: string, body?: object | string): Promise<Response> {
    return this.withBody(request(this.baseUrl).put(path), body);
  }

  patch(path: string, body?: object | string): Promise<Response> {
    return this.withBody(request(this.baseUrl).patch(path), body);
  }

  delete(path: string): Promise<Response> {
    return this.send(request(this.baseUrl).delete(path));
  }

  signUp(account: { email: string; username: string; password: string }): Promise<Response> {
    return this.post('/api/auth/signup', account);
  }

  signIn(credentials: { email: string; password: string; rememberMe?: boolean }): Promise<Response> {
    return this.post('/api/auth/signin', credentials);
  }

  private withBody(test: Test, body: object | string | undefined): Promise<Response> {
    test.set('Content-Type', 'application/json');
    return this.send(body === undefined ? test : test.send(body));
  }

  private async send(test: Test): Promise<Response> {
    test.set('X-Requested-With', 'boonies').set('X-Forwarded-For', this.clientIp);
    if (this.sessionCookie) test.set('Cookie', `${SESSION_COOKIE}=${this.sessionCookie}`);
    const response = await test;
    const cookie = sessionSetCookie(response);
    if (cookie) this.sessionCookie = cookie.value || undefined;
    return response;
  }
}
