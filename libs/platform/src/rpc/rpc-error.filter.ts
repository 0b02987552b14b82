import type { ErrorBody } from '@boonies/contracts/common';
import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';
import { isDatabaseUnavailable } from './database-unavailable';

/** The answer while the service's database is unreachable: the gateway maps it to 503. */
export const DATABASE_UNAVAILABLE_BODY: ErrorBody = {
  error: 'This part of the app cannot reach its data right now. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns whatever a handler throws into the `{ error, code }` body the gateway understands. Domain errors
 * pass through; a database that cannot be reached (e.g. restarting) is SERVICE_UNAVAILABLE, as a stopped
 * service is; anything else is logged with its stack and answered as INTERNAL, never leaking details.
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
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        { err: exception, subject: host.switchToRpc().getContext()?.getSubject?.() },
        'Database unavailable',
      );
      return DATABASE_UNAVAILABLE_BODY;
    }
    this.logger.error(
      { err: exception, subject: host.switchToRpc().getContext()?.getSubject?.() },
      'Unhandled error in request handler',
    );
    return { error: 'Something went wrong. Please try again.', code: 'INTERNAL' };
  }
}
