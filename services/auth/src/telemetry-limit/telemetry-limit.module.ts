import { Module } from '@nestjs/common';
import { TelemetryLimitHandler } from './telemetry-limit.handler';
import { TelemetryLimitService } from './telemetry-limit.service';

/** `rpc.auth.count-telemetry-report`: the gateway replicas' shared count of anonymous 404 reports. */
@Module({ controllers: [TelemetryLimitHandler], providers: [TelemetryLimitService] })
export class TelemetryLimitModule {}
