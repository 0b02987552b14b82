/**
 * Machine-readable error codes. Services fail with one of these; the gateway maps it to an HTTP status
 * and answers `{ error, code }`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  CALLER_UNVERIFIED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_DEACTIVATED: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  NAME_RESERVED: 409,
  /** A webhook URL the service will not send to: http where https is required, a private address. */
  TARGET_REFUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVICE_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What a failed call carries across NATS and what the gateway sends to browsers. */
export interface ErrorBody {
  /** A message fit to show a person. */
  error: string;
  code: ErrorCode;
  /** For validation failures: the offending field. */
  field?: string;
  /** For rate limits: seconds until another attempt is allowed. */
  retryAfterSeconds?: number;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
