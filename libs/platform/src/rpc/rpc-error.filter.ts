import type { ErrorBody } from '@boonies/contracts';
import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';

/**
 * Turns whatever a handler throws into the `{ error, code }` body the gateway understands. Domain errors
 * pass through; anything else is logged with its stack and answered as INTERNAL, never leaking details.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toBody(exception, host));
  }

  private toBody(exception: unknown, host: ArgumentsHost): ErrorBody {
    if (exception instanceof DomainError) return exception.toBody();
    if (exception instanceof RpcException) {
      const error = exception.getError();
      if (typeof error === 'object' && error !== null && 'code' in error) return error as ErrorBody;
    }
    this.logger.error(
      { err: exception, subject: host.switchToRpc().getContext()?.getSubject?.() },
      'Unhandled error in request handler',
    );
    return { error: 'Something went wrong. Please try again.', code: 'INTERNAL' };
  }
}
