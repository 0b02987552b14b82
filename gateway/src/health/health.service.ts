import { SERVICE_NAMES, type ServiceName } from '@boonies/contracts/common';
import { healthRpc } from '@boonies/contracts/rpc';
import type { CallContext } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { ServiceRpc } from '../nats/service-rpc';
import type { ServiceHealth, SystemHealth } from './system-health';

/** A health check must answer quickly even when a service hangs. */
const HEALTH_CHECK_TIMEOUT_MS = 1500;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

@Injectable()
export class HealthService {
  constructor(private readonly rpc: ServiceRpc) {}

  /** Asks every service at once; one that is stopped, slow or unreachable is reported down with the reason. */
  async check(context: CallContext): Promise<SystemHealth> {
    const answers = await Promise.all(
      SERVICE_NAMES.map(async (service) => [service, await this.probe(service, context)] as const),
    );
    const services = Object.fromEntries(answers) as Record<ServiceName, ServiceHealth>;
    const allUp = answers.every(([, health]) => health.status === 'up');
    return { status: allUp ? 'ok' : 'degraded', services };
  }

  private probe(service: ServiceName, context: CallContext): Promise<ServiceHealth> {
    return this.rpc.call(healthRpc(service), {}, context, { timeoutMs: HEALTH_CHECK_TIMEOUT_MS }).then(
      (report): ServiceHealth => report,
      (error: unknown): ServiceHealth => ({ status: 'down', error: errorMessage(error) }),
    );
  }
}
