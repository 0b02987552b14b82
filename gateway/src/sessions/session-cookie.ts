import type { SessionGrant } from '@boonies/contracts/auth';
import type { CookieSerializeOptions as CookieOptions } from '@fastify/cookie';
import type { GatewayConfig } from '../config/gateway.config';

export const SESSION_COOKIE = 'boonies_session';

/** Whether the cookie gets the Secure flag: `auto` follows the scheme of the request that sets it. */
export function isSecureCookie(setting: GatewayConfig['COOKIE_SECURE'], requestIsHttps: boolean): boolean {
  return setting === 'auto' ? requestIsHttps : setting === 'true';
}

/** Out of reach of scripts, sent on same-site requests and top-level navigations only, for the whole app. */
function baseCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

/**
 * "Keep me signed in" gives a cookie that lives as long as the session; otherwise it has no expiry and
 * the browser drops it when it closes (the session itself still ends at its own expiry).
 */
export function sessionCookieOptions(
  session: Pick<SessionGrant, 'expiresAt' | 'persistent'>,
  secure: boolean,
): CookieOptions {
  const options = baseCookieOptions(secure);
  return session.persistent ? { ...options, expires: new Date(session.expiresAt) } : options;
}

/** Options that make the browser forget the cookie: they must match the ones it was set with. */
export function clearedCookieOptions(secure: boolean): CookieOptions {
  return baseCookieOptions(secure);
}

/** One cookie's value from a raw `Cookie` header (socket.io handshakes have no cookie parser). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
