import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { MessagesController } from './messages.controller';
import { MessagingPushesListener } from './messaging-pushes.listener';
import { TypingGateway } from './typing.gateway';

/**
 * The messaging service's message routes, the live pushes of messages, receipts and notifications, and the
 * typing indicator.
 */
@Module({
  imports: [NatsModule, RealtimeModule],
  controllers: [MessagesController],
  providers: [MessagingPushesListener, TypingGateway],
})
export class MessagesModule {}
