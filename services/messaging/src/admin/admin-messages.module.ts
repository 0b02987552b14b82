import { Module } from '@nestjs/common';
import { AdminMessagesHandlers } from './admin-messages.handlers';
import { AdminMessagesService } from './admin-messages.service';

/** The admin panel's Messages tab (`rpc.messaging.admin-*`). */
@Module({ controllers: [AdminMessagesHandlers], providers: [AdminMessagesService] })
export class AdminMessagesModule {}
