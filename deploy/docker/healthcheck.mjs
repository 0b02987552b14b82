#!/usr/bin/env node
// The container's health probe. Runtime images carry no curl or wget, so Node itself asks the process's
// ops port: `healthcheck` checks readiness (database and NATS reachable), `healthcheck /health/live` only
// that the process answers. Exit 0 = healthy, 1 = not, as Docker's HEALTHCHECK expects.
const path = process.argv[2] ?? '/health/ready';
const port = process.env.OPS_PORT || '9464';
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 3000);

try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) console.error(`${path} answered ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`${path} on port ${port} did not answer: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
