import fastifyCookie from '@fastify/cookie';
import { PinoNestLogger } from '@boonies/platform';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config/gateway.config';
import { setUpOpenApi } from './docs/openapi';
import { answerClientError } from './errors/client-errors';
import { badAddressResponse } from './errors/error-response';
import { refuseMalformedRequests } from './errors/body-shape.middleware';
import { JSON_BODY_LIMIT, readJsonBodies } from './errors/request-body';
import { keepApiAnswersPrivate } from './http-cache/personal-answers';
import { tagAnswers } from './http-cache/weak-entity-tags';
import { UploadRoutes } from './media/upload-routes';
import { logAccess } from './logging/access-log';
import { measureHttpRequests } from './metrics/http-metrics.middleware';
import { serializeAnswers } from './nats/answer-serializer';
import { GatewayIoAdapter } from './realtime/gateway-io.adapter';
import {
  assignCorrelationId,
  endRequestSpan,
  enterRequestScope,
} from './request-context/correlation-id.middleware';
import { csrfProtection } from './security/csrf.middleware';
import { securityHeaders } from './security/security-headers';
import { serveWebApp } from './web-app/serve-web-app';

/**
 * How long an idle keep-alive connection stays open: longer than the load balancers and ingresses in front of
 * the gateway keep theirs (60 s by default), so they never reuse one the gateway is closing at that moment —
 * which they would answer with a 502. Node's own default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const REQUEST_TIMEOUT_MS = 300_000;

/** Longest route parameter the router matches; longer ones reach the route and fail its validation. */
const MAX_PARAM_LENGTH = 2048;

/**
 * The gateway as a Nest application on Fastify, ready to listen. Every request passes, in order: security
 * headers, correlation id and trace, cookies, CSRF check (before any body is read), the JSON body, the
 * body and query shape check, the request's logging scope, then the API routes or the web app's files
 * (tus uploads stream past the body parsing in a scope of their own: `UploadRoutes`);
 * answers are serialised (a service's raw JSON passed on as it came), those with a body tagged for
 * revalidation, API answers kept out of every cache unless their route chose otherwise, and the metrics,
 * the access log line and the trace's span are recorded once the answer is sent. Swagger UI and socket.io share the same server.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Behind a proxy, trust exactly the one in front of the gateway for the client's address and scheme.
    trustProxy: config.TRUST_PROXY ? 1 : false,
    bodyLimit: JSON_BODY_LIMIT,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node's own deadline for a whole request, which Fastify would otherwise lift.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // While closing, requests on open connections are still answered, as before the move to Fastify.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // A path the router cannot decode (`/api/posts/%E0`) is bad input. The router refuses it before any hook
    // or the exception filter could run, so the answer is made here, in the filter's shape.
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const failure = badAddressResponse();
      void reply.code(failure.status).send(failure.body);
    },
    // What Node's HTTP parser refuses (headers over its limit, malformed HTTP) never reaches a hook either.
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  // Node wants the headers' deadline beyond the keep-alive one, or a slow new request on an old connection is cut.
  app.getHttpServer().headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const fastify = app.getHttpAdapter().getInstance();
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  fastify.addHook('onRequest', assignCorrelationId);
  await app.register(fastifyCookie);
  fastify.addHook('onRequest', csrfProtection(config.ALLOWED_ORIGINS));
  readJsonBodies(fastify);
  fastify.addHook('preValidation', refuseMalformedRequests);
  fastify.addHook('preHandler', enterRequestScope);
  serializeAnswers(fastify);
  fastify.addHook('onSend', tagAnswers);
  fastify.addHook('onSend', keepApiAnswersPrivate);
  fastify.addHook('onResponse', measureHttpRequests);
  fastify.addHook('onResponse', logAccess(logger));
  fastify.addHook('onResponse', endRequestSpan);
  // After every hook, so the upload routes' own scope inherits them all (CSRF first of all).
  await app.get(UploadRoutes).mount(fastify);
  await serveWebApp(app, config.WEB_DIST_DIR, logger);
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new GatewayIoAdapter(app, config.ALLOWED_ORIGINS));
  setUpOpenApi(app);
  return app;
}
