import { Module } from '@nestjs/common';
import { TelemetryLimitHandlers } from './telemetry-limit.handler';
import { TelemetryLimitService } from './telemetry-limit.service';

/** `rpc.auth.count-telemetry-report`: the gateway replicas' shared count of anonymous 404 reports. */
@Module({ controllers: [TelemetryLimitHandlers], providers: [TelemetryLimitService] })
export class TelemetryLimitModule {}
