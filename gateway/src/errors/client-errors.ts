import { ERROR_STATUS, type ErrorBody } from '@boonies/contracts/common';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { recordErrorCode } from '../metrics/http-metrics';

/** How long a refused connection is still read after its answer, so the client can read it before the close. */
const LINGER_MS = 2_000;

/** What Node's HTTP parser refuses before any route runs, in the API's own words. */
export function clientErrorBody(error: NodeJS.ErrnoException): ErrorBody {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { error: "The request's headers are too large.", code: 'HEADERS_TOO_LARGE' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { error: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' };
    default:
      return { error: 'The request could not be read.', code: 'VALIDATION_FAILED' };
  }
}

/**
 * The HTTP server's `clientError` handler: answers a request Node could not parse (headers over the size
 * limit, a request too slow to arrive, malformed HTTP) with `{ error, code }` and closes the connection. The
 * close is gentle — the answer goes out, then what the client still sends is read for a moment — because a
 * connection destroyed with unread data is reset, and a reset can cost the client the answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection is gone; one already answered keeps reporting the same error for what still arrives.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const body = clientErrorBody(error);
  const status = ERROR_STATUS[body.code];
  const text = JSON.stringify(body);
  recordErrorCode(body.code);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
