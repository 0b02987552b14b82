import { Module } from '@nestjs/common';
import { TelemetryController } from './telemetry.controller';
import { TelemetryLimiter } from './telemetry-limiter';

@Module({ controllers: [TelemetryController], providers: [TelemetryLimiter] })
export class TelemetryModule {}
