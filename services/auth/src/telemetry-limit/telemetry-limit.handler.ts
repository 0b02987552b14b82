import { AUTH_RPC, CountTelemetryReportDto } from '@boonies/contracts/auth';
import { Client, type ClientMeta, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { TelemetryLimitService } from './telemetry-limit.service';

/** Anonymous by design: only the gateway may send requests, and it sends this one before logging a 404. */
@Controller()
export class TelemetryLimitHandler {
  constructor(private readonly limit: TelemetryLimitService) {}

  @RpcHandler(AUTH_RPC.countTelemetryReport)
  async count(
    @Payload() { perMinute }: CountTelemetryReportDto,
    @Client() client: ClientMeta,
  ): Promise<{ counted: true }> {
    await this.limit.count(client.ip, perMinute);
    return { counted: true };
  }
}
