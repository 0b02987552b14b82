import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import { LOGGER } from '../logging/logger.token';
import { recordErrorCode } from '../metrics/http-metrics';
import { toErrorResponse, type ErrorResponse } from './error-response';

/** The event a socket receives when one of its messages fails. */
export const SOCKET_EXCEPTION_EVENT = 'exception';

/** What the filter reads of a request, whichever HTTP server carries it. */
interface GatewayRequest {
  correlationId?: string;
}

/**
 * Answers every failure, from routes, guards, pipes, the server's request hooks and socket handlers, with
 * `{ error, code, field?, retryAfterSeconds? }`. Unexpected errors are logged with their stack and never
 * shown to the browser.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const failure = toErrorResponse(exception);
    recordErrorCode(failure.body.code);
    if (host.getType() === 'ws') {
      const socket = host.switchToWs().getClient<Socket>();
      this.log(failure, exception, { socketId: socket.id });
      socket.emit(SOCKET_EXCEPTION_EVENT, failure.body);
      return;
    }
    const http = this.adapterHost.httpAdapter;
    const request = host.switchToHttp().getRequest<GatewayRequest>();
    const response: unknown = host.switchToHttp().getResponse();
    this.log(failure, exception, {
      correlationId: request.correlationId,
      method: http.getRequestMethod(request),
      path: pathOf(http.getRequestUrl(request)),
    });
    if (http.isHeadersSent(response)) return;
    if (failure.body.retryAfterSeconds !== undefined) {
      http.setHeader(response, 'Retry-After', String(Math.max(1, Math.ceil(failure.body.retryAfterSeconds))));
    }
    http.reply(response, failure.body, failure.status);
  }

  /** Our faults with their stack; a missing or slow service as a warning, as it shows as 503 or 504. */
  private log(failure: ErrorResponse, exception: unknown, context: Record<string, unknown>): void {
    if (failure.unexpected) this.logger.error({ err: exception, ...context }, 'Request failed unexpectedly');
    else if (failure.status >= 500)
      this.logger.warn({ ...failure.body, ...context }, 'A service did not answer');
  }
}

/** The path of a request URL, without its query string. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
