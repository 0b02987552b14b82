import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import { LOGGER } from '../logging/logger.token';
import { recordErrorCode } from '../metrics/http-metrics';
import { toErrorResponse, type ErrorResponse } from './error-response';

/** The event a socket receives when one of its messages fails. */
export const SOCKET_EXCEPTION_EVENT = 'exception';

/**
 * Answers every failure, from routes, guards, pipes, Express middleware and socket handlers, with
 * `{ error, code, field?, retryAfterSeconds? }`. Unexpected errors are logged with their stack and never
 * shown to the browser.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const failure = toErrorResponse(exception);
    recordErrorCode(failure.body.code);
    if (host.getType() === 'ws') {
      const socket = host.switchToWs().getClient<Socket>();
      this.log(failure, exception, { socketId: socket.id });
      socket.emit(SOCKET_EXCEPTION_EVENT, failure.body);
      return;
    }
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    this.log(failure, exception, {
      correlationId: request.correlationId,
      method: request.method,
      path: request.path,
    });
    if (response.headersSent) return;
    if (failure.body.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(failure.body.retryAfterSeconds))));
    }
    response.status(failure.status).json(failure.body);
  }

  /** Our faults with their stack; a missing or slow service as a warning, as it shows as 503 or 504. */
  private log(failure: ErrorResponse, exception: unknown, context: Record<string, unknown>): void {
    if (failure.unexpected) this.logger.error({ err: exception, ...context }, 'Request failed unexpectedly');
    else if (failure.status >= 500)
      this.logger.warn({ ...failure.body, ...context }, 'A service did not answer');
  }
}
