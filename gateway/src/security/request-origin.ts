/** Methods that change state: the ones a forged cross-site request could abuse. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/** The gateway's own origin as the browser sees it, e.g. `https://boonies.example`. */
export function ownOriginOf(protocol: string, host: string | undefined): string | undefined {
  return host ? `${protocol}://${host}`.toLowerCase() : undefined;
}

/** Whether a browser `Origin` is the gateway's own or one configured as trusted. */
export function isTrustedOrigin(
  origin: string,
  ownOrigin: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  const normalized = origin.toLowerCase();
  return normalized === ownOrigin || allowedOrigins.some((allowed) => allowed.toLowerCase() === normalized);
}

/**
 * For socket.io handshakes, whose scheme the gateway may not see behind a proxy: an `Origin` on the
 * gateway's own host, or a trusted one.
 */
export function isTrustedSocketOrigin(
  origin: string,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  const scheme = origin.slice(0, Math.max(0, origin.indexOf('://')));
  return isTrustedOrigin(origin, ownOriginOf(scheme, host), allowedOrigins);
}
