import { Module } from '@nestjs/common';
import { PushConsumer } from './push.consumer';
import { PushHandler } from './push.handler';
import { PushSender } from './push-sender';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';

/** Web push: devices' subscriptions, and the pushes of notifications and messages to them. */
@Module({
  controllers: [PushHandler],
  providers: [PushRepository, PushSender, PushService, PushConsumer],
})
export class PushModule {}
