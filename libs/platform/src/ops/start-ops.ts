import type { Logger } from 'pino';
import { startProcessMetrics } from '../metrics/process-metrics';
import { startOpsServer, type OpsServer } from './ops-server';
import type { ReadinessProbe } from './readiness';

/**
 * Starts the process metrics and, when an ops port is configured, the ops server. The readiness probe may
 * be called before the process has finished starting, and must then answer "down".
 */
export async function startOps(
  service: string,
  opsPort: number | undefined,
  readiness: ReadinessProbe,
  logger: Logger,
): Promise<OpsServer | undefined> {
  startProcessMetrics(service);
  if (opsPort === undefined) return undefined;
  const server = await startOpsServer({ port: opsPort, readiness });
  logger.info(
    { opsPort: server.port },
    `Ops server on port ${server.port}: /health/live /health/ready /metrics`,
  );
  return server;
}
