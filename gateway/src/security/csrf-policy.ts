import { isTrustedOrigin, isUnsafeMethod } from './request-origin';

export interface CsrfCheck {
  method: string;
  /** The `Origin` header, when the browser sent one. */
  origin?: string;
  /** The `X-Requested-With` header: cross-site pages cannot set it without a CORS preflight we never grant. */
  requestedWith?: string;
  ownOrigin?: string;
}

/**
 * Cookie sessions need protection from cross-site forgery: a state-changing request must come from the
 * app's own origin (or a trusted one), or, from a client that sends no `Origin`, carry `X-Requested-With`.
 */
export function passesCsrfCheck(check: CsrfCheck, allowedOrigins: readonly string[]): boolean {
  if (!isUnsafeMethod(check.method)) return true;
  if (check.origin !== undefined) return isTrustedOrigin(check.origin, check.ownOrigin, allowedOrigins);
  return Boolean(check.requestedWith?.trim());
}
