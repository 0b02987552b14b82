import { Module } from '@nestjs/common';
import { CorrespondentsRepository } from './correspondents.repository';
import { MessagesHandlers } from './messages.handler';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';

/** Direct messages between two skaters. */
@Module({
  controllers: [MessagesHandlers],
  providers: [MessagesService, MessagesRepository, CorrespondentsRepository],
  exports: [MessagesRepository],
})
export class MessagesModule {}
