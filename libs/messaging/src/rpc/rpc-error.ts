import { isErrorCode, type ErrorBody, type ErrorCode } from '@boonies/contracts';

/** A failed gateway → service call, always with a code the gateway can map to an HTTP status. */
export class RpcError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Pick<ErrorBody, 'field' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code, ...this.details };
  }

  /** Reads what a service's error filter sent back; anything else is an internal error. */
  static fromReply(reply: unknown): RpcError {
    if (reply && typeof reply === 'object') {
      const { code, error, field, retryAfterSeconds } = reply as Partial<ErrorBody>;
      if (isErrorCode(code) && typeof error === 'string') {
        return new RpcError(code, error, { field, retryAfterSeconds });
      }
    }
    return new RpcError('INTERNAL', 'Something went wrong. Please try again.');
  }
}
