import { tooFastMessage } from '@boonies/contracts';
import { DomainError, retryAfterSeconds } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { GatewayConfig } from '../config/gateway.config';

/**
 * Limits the anonymous telemetry route per client address, so nobody can fill the logs. Counted in each
 * gateway process's memory: the gateway keeps no database, and the route only writes a log line, so N
 * replicas letting through N times the limit is harmless.
 */
@Injectable()
export class TelemetryLimiter {
  private readonly perAddress: RateLimiterMemory;

  constructor(config: GatewayConfig) {
    this.perAddress = new RateLimiterMemory({
      keyPrefix: 'telemetry',
      points: config.TELEMETRY_PER_MINUTE,
      duration: 60,
    });
  }

  async consume(clientIp: string | undefined): Promise<void> {
    try {
      await this.perAddress.consume(clientIp ?? 'unknown');
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const wait = retryAfterSeconds(refusal.msBeforeNext);
      throw new DomainError('RATE_LIMITED', tooFastMessage(wait), { retryAfterSeconds: wait });
    }
  }
}
