import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './security-headers';

/** Sends one request with `host` through the middleware and returns the headers it left on the response. */
function headersFor(middleware: ReturnType<typeof securityHeaders>, host: string | undefined) {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let passedOn: unknown = 'not called';
  middleware({ headers: { host } } as IncomingMessage, response, (error?: unknown) => (passedOn = error));
  expect(passedOn).toBeUndefined();
  return headers;
}

describe('securityHeaders', () => {
  const config = { STORE_URL: 'https://store.example/shop', NODE_ENV: 'production' as const };

  it('sets the policy with the request host for sockets, and helmet’s other headers', () => {
    const headers = headersFor(securityHeaders(config), 'boonies.example');
    const policy = String(headers.get('content-security-policy'));
    expect(policy).toContain("connect-src 'self' ws://boonies.example wss://boonies.example");
    expect(policy).toContain('frame-src https://www.youtube.com');
    expect(policy).toContain('https://store.example;');
    expect(policy).toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toBeDefined();
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('gives each host its own policy, the same every time', () => {
    const middleware = securityHeaders(config);
    const first = headersFor(middleware, 'a.example:8080');
    expect(String(first.get('content-security-policy'))).toContain('ws://a.example:8080');
    expect(String(headersFor(middleware, 'b.example').get('content-security-policy'))).toContain(
      'ws://b.example',
    );
    expect(headersFor(middleware, 'a.example:8080')).toEqual(first);
  });

  it('names no host it does not trust, nor a missing one', () => {
    const middleware = securityHeaders(config);
    for (const host of ['evil.example; script-src *', undefined]) {
      expect(String(headersFor(middleware, host).get('content-security-policy'))).toContain(
        "connect-src 'self' 'self';",
      );
    }
  });

  it('keeps answering correctly past the hosts it remembers', () => {
    const middleware = securityHeaders(config);
    for (let n = 0; n < 100; n++) headersFor(middleware, `host-${n}.example`);
    expect(String(headersFor(middleware, 'late.example').get('content-security-policy'))).toContain(
      'ws://late.example',
    );
  });
});
