import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/messages.module';
import { AdminMessagesHandler } from './admin-messages.handler';
import { AdminMessagesService } from './admin-messages.service';

/** The admin panel's Messages tab (`rpc.messaging.admin-*`). */
@Module({
  imports: [MessagesModule],
  controllers: [AdminMessagesHandler],
  providers: [AdminMessagesService],
})
export class AdminMessagesModule {}
