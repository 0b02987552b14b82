import compression from 'compression';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';

/** Vite puts content-hashed bundles here: a changed file gets a new name, so they may be cached for good. */
const HASHED_ASSETS = /[\\/]assets[\\/][^\\/]+$/;
const FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server on every use, so a deploy shows at once. */
const ALWAYS_REVALIDATE = 'no-cache';

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
function isAppRoute(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isBackendPath(request.path) &&
    !request.path.startsWith('/assets/') &&
    !INSTALL_FILES.test(request.path)
  );
}

/**
 * Serves the built web app when there is one: its files, and index.html for every client-side route so a
 * reload or a shared link lands on the right page. Without a build the gateway serves only the API.
 */
export function serveWebApp(app: NestExpressApplication, distDir: string, logger: Logger): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.info({ webDistDir: distDir }, 'No built web app found; serving the API only');
    return;
  }
  const files = serveStatic(distDir, {
    index: false,
    setHeaders: (response, filePath) =>
      response.setHeader('Cache-Control', HASHED_ASSETS.test(filePath) ? FOREVER : ALWAYS_REVALIDATE),
  });
  // The app's files go out compressed (its framework chunk shrinks to a third); API answers are small and
  // their CPU is the gateway's busiest, so they are left alone (the trick catalogue, the one large answer,
  // is compressed once per version by its own route).
  const compressed = compression();
  // API calls never look on disk: a file lookup per request costs a thread-pool round trip, under load
  // a queue behind the pool's four threads.
  app.use((request: Request, response: Response, next: NextFunction) =>
    isBackendPath(request.path)
      ? next()
      : compressed(request, response, () => files(request, response, next)),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isAppRoute(request)) return next();
    // A build replaced while the gateway runs may lack index.html for a moment: answer 404, not 500.
    response.sendFile(indexHtml, { headers: { 'Cache-Control': ALWAYS_REVALIDATE } }, (error) => {
      if (error && !response.headersSent) next();
    });
  });
  logger.info({ webDistDir: distDir }, 'Serving the web app');
}
