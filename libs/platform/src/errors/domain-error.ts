import type { ErrorBody, ErrorCode } from '@boonies/contracts/common';

/** A rule a service enforces, broken: travels to the gateway as `{ error, code }`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Pick<ErrorBody, 'field' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code, ...this.details };
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do that') =>
  new DomainError('FORBIDDEN', message);
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Please sign in to continue');
