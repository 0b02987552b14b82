import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { NotificationsController } from './notifications.controller';

/** The messaging service's notification routes; their live pushes go out with the messages' ones. */
@Module({
  imports: [NatsModule],
  controllers: [NotificationsController],
})
export class NotificationsModule {}
