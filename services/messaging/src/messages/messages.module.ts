import { Module } from '@nestjs/common';
import { CorrespondentsRepository } from './correspondents.repository';
import { MessagesHandler } from './messages.handler';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';

/** Direct messages between two skaters. */
@Module({
  controllers: [MessagesHandler],
  providers: [MessagesService, MessagesRepository, CorrespondentsRepository],
  exports: [MessagesRepository],
})
export class MessagesModule {}
