import type { Server } from 'node:http';
import { PinoNestLogger } from '@boonies/platform';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { json } from 'express';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config/gateway.config';
import { setUpOpenApi } from './docs/openapi';
import { refuseMalformedRequests } from './errors/body-shape.middleware';
import {
  IMPORT_BODY_LIMIT,
  IMPORT_ROUTE,
  JSON_BODY_LIMIT,
  translateRequestBodyErrors,
} from './errors/request-body-errors.middleware';
import { measureHttpRequests } from './metrics/http-metrics.middleware';
import { GatewayIoAdapter } from './realtime/gateway-io.adapter';
import { assignCorrelationId, enterRequestScope } from './request-context/correlation-id.middleware';
import { csrfProtection } from './security/csrf.middleware';
import { securityHeaders } from './security/security-headers';
import { serveWebApp } from './web-app/serve-web-app';

/**
 * How long an idle keep-alive connection stays open: longer than the load balancers and ingresses in front of
 * the gateway keep theirs (60 s by default), so they never reuse one the gateway is closing at that moment —
 * which they would answer with a 502. Node's own default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The gateway as a Nest application, ready to listen. The Express middleware runs in this order: request
 * metrics, security headers, correlation id and trace, cookies, CSRF check (before any body is read), JSON
 * body, the request's logging scope, the web app's files, then the API routes; Swagger UI and socket.io
 * share the same server.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the headers' deadline beyond the keep-alive one, or a slow new request on an old connection is cut.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Behind a proxy, trust exactly the one in front of the gateway for the client's address and scheme.
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.use(measureHttpRequests);
  app.use(securityHeaders(config));
  app.use(assignCorrelationId);
  app.use(cookieParser());
  app.use(csrfProtection(config.ALLOWED_ORIGINS));
  // Browsers never compress request bodies; refusing encodings spares a decompression bomb its work.
  // The import route alone takes a whole file; its parser runs first and the general one then skips it.
  app.use(IMPORT_ROUTE, json({ limit: IMPORT_BODY_LIMIT, inflate: false }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, inflate: false });
  app.use(translateRequestBodyErrors);
  app.use(refuseMalformedRequests);
  app.use(enterRequestScope);
  serveWebApp(app, config.WEB_DIST_DIR, logger);
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new GatewayIoAdapter(app, config.ALLOWED_ORIGINS));
  setUpOpenApi(app);
  return app;
}
