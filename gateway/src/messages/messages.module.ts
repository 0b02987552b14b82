import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { MessagesController } from './messages.controller';
import { MessagingPushesListener } from './messaging-pushes.listener';

/** The messaging service's message routes, and the live pushes of messages, receipts and notifications. */
@Module({
  imports: [NatsModule, RealtimeModule],
  controllers: [MessagesController],
  providers: [MessagingPushesListener],
})
export class MessagesModule {}
