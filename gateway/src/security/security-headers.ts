import type { IncomingMessage } from 'node:http';
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

/**
 * Helmet's headers with a content security policy for this app: its own scripts only, inline styles (React
 * and Radix set style attributes), pictures and videos from any HTTPS source, the video players and the
 * store in frames, and API plus socket.io connections to the gateway itself. Swagger UI works within it.
 */
export function securityHeaders(
  config: Pick<GatewayConfig, 'STORE_URL' | 'NODE_ENV'>,
): ReturnType<typeof helmet> {
  const frameSources = [
    ...VIDEO_PLAYER_ORIGINS,
    ...(config.STORE_URL ? [new URL(config.STORE_URL).origin] : []),
  ];
  return helmet({
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
}
