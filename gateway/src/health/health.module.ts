import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  imports: [NatsModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
