import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { TelemetryController } from './telemetry.controller';
import { TelemetryLimiter } from './telemetry-limiter';

@Module({ imports: [NatsModule], controllers: [TelemetryController], providers: [TelemetryLimiter] })
export class TelemetryModule {}
