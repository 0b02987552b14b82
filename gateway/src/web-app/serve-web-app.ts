import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { POSTS_RPC } from '@boonies/contracts/posts';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Logger } from 'pino';
import { badAddressResponse } from '../errors/error-response';
import { ServiceRpc } from '../nats/service-rpc';
import { ownOriginOf } from '../security/request-origin';
import { postIdOfPage, previewTags, withHeadTags } from './link-previews';

/** Vite puts content-hashed bundles here: a changed file gets a new name, so they may be cached for good. */
const HASHED_ASSETS = /[\\/]assets[\\/][^\\/]+$/;
const FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server on every use, so a deploy shows at once. */
const ALWAYS_REVALIDATE = 'no-cache';

/** A link preview waits this long for the posts service at most: without it, the page goes out plain. */
const PREVIEW_TIMEOUT_MS = 2000;

/** Types worth compressing: text, JSON, XML and SVG, and scripts (served as `text/javascript` or not). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|\/javascript(?:;|$)/;

/** Paths the web app never owns: the API (with its docs) and socket.io. */
export function isBackendPath(path: string): boolean {
  return /^\/(api|socket\.io)(\/|$)/.test(path);
}

/**
 * The service worker, its Workbox runtime, the manifest and the app's icons: a browser given index.html
 * for one of these would fail the install or register a page as its worker.
 */
const INSTALL_FILES = /^\/(sw\.js|workbox-[^/]+\.js|manifest\.webmanifest|icons\/.*)$/;

/** Client-side routes get index.html; a missing bundle, worker or image is a real 404, not a page. */
function isAppRoute(path: string): boolean {
  return !path.startsWith('/assets/') && !INSTALL_FILES.test(path);
}

/** A request URL without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The file library refuses a path it will not look up (one climbing out of the build, a non-canonical form
 * such as `a//b`) with a client error of its own: that is bad input, not a fault of ours. Anything else
 * goes on to the gateway's exception filter.
 */
function answerRefusedFile(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode === undefined || error.statusCode < 400 || error.statusCode >= 500) throw error;
  const failure = badAddressResponse();
  void reply.code(failure.status).send(failure.body);
}

/**
 * Serves the built web app when there is one: its files, and index.html for every client-side route so a
 * reload or a shared link lands on the right page; a post's page carries the post's link preview
 * (`link-previews.ts`). Without a build the gateway serves only the API.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  distDir: string,
  logger: Logger,
): Promise<void> {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    logger.info({ webDistDir: distDir }, 'No built web app found; serving the API only');
    return;
  }
  // The app's files go out compressed (its framework chunk shrinks to a third); API answers are small and
  // their CPU is the gateway's busiest, so they are left alone (the trick catalogue, the one large answer,
  // is compressed once per version by its own route): compression is this route's alone.
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: COMPRESSIBLE,
  });
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header('Cache-Control', HASHED_ASSETS.test(filePath) ? FOREVER : ALWAYS_REVALIDATE),
  });

  /** A file of the build, or undefined for a path that names none: one with a NUL, or leaving the folder. */
  const fileOf = (relativePath: string): string | undefined => {
    if (relativePath.includes('\0')) return undefined;
    const file = resolve(root, relativePath);
    return file === root || file.startsWith(root + sep) ? file : undefined;
  };
  const isFile = (file: string): Promise<boolean> =>
    stat(file).then(
      (found) => found.isFile(),
      () => false,
    );
  const rpc = app.get(ServiceRpc);
  /** The post's preview, or null when it has none or the posts service cannot say in time. */
  const previewOf = (postId: string, correlationId: string) =>
    rpc.call(POSTS_RPC.preview, { id: postId }, { correlationId }, { timeoutMs: PREVIEW_TIMEOUT_MS }).then(
      (answer) => answer.preview,
      (error: unknown) => {
        logger.warn({ err: error, postId }, 'No link preview for a post page');
        return null;
      },
    );

  /**
   * A post's page: index.html with the post's link preview in its head when any member may read the post
   * (the posts service decides, by the access policy); otherwise, or when the service cannot say, the plain
   * index.html, which tells nothing of the post.
   */
  const answerPostPage = async (request: FastifyRequest, reply: FastifyReply, postId: string) => {
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) return reply.sendFile('index.html');
    const origin = ownOriginOf(request.protocol, request.headers.host);
    const preview = origin ? await previewOf(postId, request.correlationId) : null;
    const page = preview && origin ? withHeadTags(html, previewTags(preview, origin)) : html;
    return reply.header('Cache-Control', ALWAYS_REVALIDATE).type('text/html; charset=utf-8').send(page);
  };

  // Every GET (and HEAD) no API route takes. API calls never look on disk: a file lookup per request costs
  // a thread-pool round trip, under load a queue behind the pool's four threads.
  app
    .getHttpAdapter()
    .getInstance()
    .get<{ Params: { '*': string } }>(
      '/*',
      { compress: {}, errorHandler: answerRefusedFile },
      async (request, reply) => {
        const path = pathOf(request.url);
        const file = fileOf(request.params['*']);
        if (isBackendPath(path) || !file) return reply.callNotFound();
        const postId = postIdOfPage(path);
        if (postId) return answerPostPage(request, reply, postId);
        // A build replaced while the gateway runs may lack index.html for a moment: that answers 404, not 500.
        if (isAppRoute(path) && !(await isFile(file))) return reply.sendFile('index.html');
        return reply.sendFile(request.params['*']);
      },
    );
  logger.info({ webDistDir: distDir }, 'Serving the web app');
}
