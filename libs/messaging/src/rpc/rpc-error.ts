import { type ErrorBody, type ErrorCode, isErrorCode } from '@boonies/contracts/common';

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

  /** The service behind `subject` (`rpc.<service>.<operation>`) cannot be reached. */
  static serviceUnavailable(subject: string): RpcError {
    return new RpcError(
      'SERVICE_UNAVAILABLE',
      `The ${serviceOf(subject)} service is unavailable right now. Please try again shortly.`,
    );
  }

  /** The service behind `subject` took longer than `timeoutMs` to answer. */
  static serviceTimeout(subject: string, timeoutMs: number): RpcError {
    return new RpcError(
      'SERVICE_TIMEOUT',
      `The ${serviceOf(subject)} service did not answer within ${timeoutMs} ms. Please try again.`,
    );
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

function serviceOf(subject: string): string {
  return subject.split('.')[1] ?? subject;
}
