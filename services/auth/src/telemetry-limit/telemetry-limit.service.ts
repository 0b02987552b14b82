import { tooFastMessage } from '@boonies/contracts/throttles';
import {
  ACTION_THROTTLES_TABLE,
  DomainError,
  retryAfterSeconds,
  schemaOf,
  SlidingWindowLimiter,
} from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../config/auth.config';
import { clientAddressKey } from '../rate-limits/rate-limit-keys';

/**
 * The count behind the gateway's anonymous telemetry limit, kept here because the gateway has no store of
 * its own: every gateway replica asks this service, so an address gets its reports a minute across all of
 * them. Counted per address (IPv6 per /64) in the sliding-window log every service has, under a hash so the
 * table holds no addresses.
 */
@Injectable()
export class TelemetryLimitService {
  private readonly log: SlidingWindowLimiter;

  constructor(dataSource: DataSource, config: AuthConfig) {
    this.log = new SlidingWindowLimiter(
      dataSource,
      `"${schemaOf('auth', config)}"."${ACTION_THROTTLES_TABLE}"`,
    );
  }

  async count(clientIp: string, perMinute: number): Promise<void> {
    const address = createHash('sha256').update(clientAddressKey(clientIp)).digest('hex');
    const outcome = await this.log.consume(`telemetry:${address}`, { limit: perMinute, windowSeconds: 60 });
    if (outcome.allowed) return;
    const wait = retryAfterSeconds(outcome.msBeforeNext);
    throw new DomainError('RATE_LIMITED', tooFastMessage(wait), { retryAfterSeconds: wait });
  }
}
