import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderMetrics } from '../metrics/process-metrics';
import { readinessOf, type ReadinessProbe } from './readiness';

export interface OpsServerOptions {
  port: number;
  /** All interfaces by default: Kubernetes probes and Prometheus scrape the pod's address. */
  host?: string;
  readiness: ReadinessProbe;
}

export interface OpsServer {
  /** The port listened on (the chosen one when started with 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The process's operations endpoints, on a port of their own so they never share the API's traffic or
 * exposure: `GET /health/live`, `GET /health/ready` (503 until the database and NATS answer) and
 * `GET /metrics` (Prometheus text).
 */
export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const server = createServer((request, response) => {
    answer(request, response, options.readiness).catch(() => {
      if (!response.headersSent) send(response, 500, 'application/json', '{"status":"failed"}');
    });
  });
  // Keep-alive scrapes must not hold the process up at shutdown.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  server.unref();
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

async function answer(request: IncomingMessage, response: ServerResponse, readiness: ReadinessProbe) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(
      response,
      405,
      'application/json',
      '{"error":"Method not allowed","code":"METHOD_NOT_ALLOWED"}',
    );
  }
  const path = (request.url ?? '/').split('?')[0];
  switch (path) {
    case '/health/live':
      return send(response, 200, 'application/json', '{"status":"live"}');
    case '/health/ready': {
      const report = await readinessOf(readiness);
      return send(
        response,
        report.status === 'ready' ? 200 : 503,
        'application/json',
        JSON.stringify(report),
      );
    }
    case '/metrics': {
      const metrics = await renderMetrics();
      return send(response, 200, metrics.contentType, metrics.body);
    }
    default:
      return send(response, 404, 'application/json', '{"error":"Not found","code":"NOT_FOUND"}');
  }
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
