import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { GatewayConfig } from '../config/gateway.config';

/** Players the feed embeds: YouTube (also its privacy-enhanced domain), Vimeo and TikTok. */
const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.tiktok.com',
];

/** A host name with an optional port; anything else in a Host header is not copied into the policy. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/;

/** socket.io talks to the page's own host over ws:, or wss: under HTTPS. */
function sameHostWebSockets(request: IncomingMessage): string {
  const host = request.headers.host;
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/** What helmet does to a response: headers set, in order, and headers removed. */
interface HeaderChanges {
  set: [name: string, value: string | number | readonly string[]][];
  removed: string[];
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Distinct Host headers whose headers are kept; a flood of made-up hosts is worked out afresh each time. */
const REMEMBERED_HOSTS = 64;

/**
 * Helmet's headers, worked out once per Host and replayed: they depend on nothing else in the request (the
 * policy's socket sources name the host), and running helmet's middlewares and building the policy string
 * on every request cost a few percent of the gateway's time on a cheap API call.
 */
function replayed(middleware: Middleware): Middleware {
  const byHost = new Map<string | undefined, HeaderChanges>();
  const changesFor = (request: IncomingMessage): HeaderChanges | { error: unknown } => {
    const changes: HeaderChanges = { set: [], removed: [] };
    const recorder = {
      setHeader: (name: string, value: string | number | readonly string[]) =>
        changes.set.push([name, value]),
      removeHeader: (name: string) => changes.removed.push(name),
    } as unknown as ServerResponse;
    let failure: unknown;
    middleware(request, recorder, (error) => (failure = error));
    return failure === undefined ? changes : { error: failure };
  };
  return (request, response, next) => {
    const host = request.headers.host;
    let changes = byHost.get(host);
    if (!changes) {
      const worked = changesFor(request);
      if ('error' in worked) return next(worked.error);
      changes = worked;
      if (byHost.size < REMEMBERED_HOSTS) byHost.set(host, changes);
    }
    for (const [name, value] of changes.set) response.setHeader(name, value);
    for (const name of changes.removed) response.removeHeader(name);
    next();
  };
}

/**
 * Helmet's headers with a content security policy for this app: its own scripts only, inline styles (React
 * and Radix set style attributes), pictures and videos from any HTTPS source, the video players and the
 * store in frames, and API plus socket.io connections to the gateway itself. Swagger UI works within it.
 */
export function securityHeaders(config: Pick<GatewayConfig, 'STORE_URL' | 'NODE_ENV'>): Middleware {
  const frameSources = [
    ...VIDEO_PLAYER_ORIGINS,
    ...(config.STORE_URL ? [new URL(config.STORE_URL).origin] : []),
  ];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
        mediaSrc: ["'self'", 'https:', 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: frameSources,
        connectSrc: ["'self'", sameHostWebSockets],
        // The offline service worker and the install manifest come from the app itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Over plain HTTP (development) upgrading would send every request to a port nobody listens on.
        ...(config.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  return replayed(headers as Middleware);
}
