import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { PushController } from './push.controller';

/** Web push subscriptions, kept by the messaging service. */
@Module({
  imports: [NatsModule],
  controllers: [PushController],
})
export class PushModule {}
