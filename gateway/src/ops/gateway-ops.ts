import { startOps, upWhen, type OpsServer } from '@boonies/platform';
import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceRpc } from '../nats/service-rpc';

/** The gateway has no database: it is ready when NATS, which every API call goes through, answers. */
export function startGatewayOps(
  app: INestApplication,
  opsPort: number | undefined,
  logger: Logger,
): Promise<OpsServer | undefined> {
  const rpc = app.get(ServiceRpc);
  return startOps('gateway', opsPort, async () => ({ nats: upWhen(await rpc.reachable()) }), logger);
}
