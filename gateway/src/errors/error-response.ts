import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@boonies/contracts/common';
import { RpcError } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { BadRequestException, HttpException } from '@nestjs/common';

/** What the browser receives for a failure, and whether it was a fault of ours worth logging. */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  unexpected: boolean;
}

export const INTERNAL_ERROR_BODY: ErrorBody = {
  error: 'Something went wrong. Please try again.',
  code: 'INTERNAL',
};

/** Codes for the statuses Nest and Express raise on their own (unknown routes, parser limits, …). */
const CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [400, 'VALIDATION_FAILED'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [429, 'RATE_LIMITED'],
  [503, 'SERVICE_UNAVAILABLE'],
  [504, 'SERVICE_TIMEOUT'],
]);

/**
 * The one mapping from anything thrown while handling a request to `{ error, code }` and an HTTP status:
 * service and gateway errors by their code, Nest's HTTP exceptions by their status, anything else 500.
 */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof RpcError || exception instanceof DomainError) {
    const body = exception.toBody();
    return { status: ERROR_STATUS[body.code], body, unexpected: body.code === 'INTERNAL' };
  }
  if (exception instanceof HttpException) return fromHttpException(exception);
  return { status: 500, body: INTERNAL_ERROR_BODY, unexpected: true };
}

/** A request whose address names nothing: one the router cannot decode, or a file path climbing out. */
export function badAddressResponse(): ErrorResponse {
  return toErrorResponse(new BadRequestException('The address of this request is not valid.'));
}

function fromHttpException(exception: HttpException): ErrorResponse {
  const status = exception.getStatus();
  if (status === 404) return { status, body: { error: 'Not found', code: 'NOT_FOUND' }, unexpected: false };
  const code = CODE_BY_STATUS.get(status);
  if (code) return { status, body: { error: exception.message, code }, unexpected: false };
  if (status >= 500) return { status: 500, body: INTERNAL_ERROR_BODY, unexpected: true };
  // Any other client error is a request we cannot take as sent.
  return { status: 400, body: { error: exception.message, code: 'VALIDATION_FAILED' }, unexpected: false };
}
