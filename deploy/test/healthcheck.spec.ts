import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { OPS, WORKSPACE_ROOT } from './support/processes';

const PROBE = path.join(WORKSPACE_ROOT, 'deploy/docker/healthcheck.mjs');

/** Runs the image's health probe against `port`; resolves with its exit code. */
function probe(port: number, args: string[] = [], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [PROBE, ...args],
      { env: { ...process.env, OPS_PORT: String(port), ...env } },
      (error) => resolve(error ? ((error as { code?: number }).code ?? -1) : 0),
    );
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

describe('the container health probe', () => {
  const statuses: Record<string, number> = {};
  let hang = false;
  const server = createServer((request, response) => {
    if (hang) return;
    response.writeHead(statuses[request.url ?? ''] ?? 404).end();
  });
  let port: number;

  beforeAll(async () => {
    port = await listen(server);
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    hang = false;
    statuses[OPS.ready] = 200;
    statuses[OPS.live] = 200;
  });

  it('passes when the process is ready', async () => {
    await expect(probe(port)).resolves.toBe(0);
  });

  it('fails while the process is not ready', async () => {
    statuses[OPS.ready] = 503;
    await expect(probe(port)).resolves.toBe(1);
    await expect(probe(port, [OPS.live])).resolves.toBe(0);
  });

  it('fails when nothing listens on the ops port', async () => {
    const closed = createServer();
    const unusedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    await expect(probe(unusedPort)).resolves.toBe(1);
  });

  it('fails instead of waiting on a process that does not answer', async () => {
    hang = true;
    const started = Date.now();
    await expect(probe(port, [], { HEALTHCHECK_TIMEOUT_MS: '300' })).resolves.toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
