import { Module } from '@nestjs/common';
import { MessagesHandlers } from './messages.handlers';
import { MessagesService } from './messages.service';

/** Direct messages between two skaters. */
@Module({ controllers: [MessagesHandlers], providers: [MessagesService] })
export class MessagesModule {}
