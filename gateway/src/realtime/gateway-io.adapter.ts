import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { IncomingMessage } from 'node:http';
import type { ServerOptions } from 'socket.io';
import { isTrustedSocketOrigin } from '../security/request-origin';

/** Socket messages are small; nothing a browser sends needs more. */
const MAX_SOCKET_MESSAGE_BYTES = 100_000;

/**
 * socket.io on the gateway's HTTP server. A page on another site may not open a socket with the
 * visitor's cookie (cross-site WebSocket hijacking): handshakes with a foreign `Origin` are refused.
 */
export class GatewayIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly allowedOrigins: readonly string[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions) {
    return super.createIOServer(port, {
      ...options,
      serveClient: false,
      maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
      allowRequest: (request: IncomingMessage, accept: (error: null, allowed: boolean) => void) => {
        const origin = request.headers.origin;
        accept(null, !origin || isTrustedSocketOrigin(origin, request.headers.host, this.allowedOrigins));
      },
    });
  }
}
