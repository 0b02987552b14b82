import { AUTH_RPC } from '@boonies/contracts/auth';
import type { CallContext } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway.config';
import { ServiceRpc } from '../nats/service-rpc';

/**
 * Limits the anonymous telemetry route per client address, so nobody can fill the logs. The gateway keeps no
 * store, so the count is kept by the auth service (which already counts sign-ins per address) in PostgreSQL:
 * every gateway replica asks it, and the limit holds across all of them. Over the limit the call fails with
 * `RATE_LIMITED` and the real wait (429 with `Retry-After`); with auth unreachable it fails too, and the
 * report, a log line only, is lost rather than let through uncounted.
 */
@Injectable()
export class TelemetryLimiter {
  constructor(
    private readonly config: GatewayConfig,
    private readonly rpc: ServiceRpc,
  ) {}

  async consume(context: CallContext): Promise<void> {
    await this.rpc.call(
      AUTH_RPC.countTelemetryReport,
      { perMinute: this.config.TELEMETRY_PER_MINUTE },
      context,
    );
  }
}
