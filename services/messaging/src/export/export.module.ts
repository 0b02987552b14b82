import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/messages.module';
import { ExportHandlers } from './export.handler';
import { MessagingExportService } from './export.service';
import { NotificationArchiveRepository } from './notification-archive.repository';

/** Settings → Download Your Data: the messaging service's part. */
@Module({
  imports: [MessagesModule],
  controllers: [ExportHandlers],
  providers: [MessagingExportService, NotificationArchiveRepository],
})
export class ExportModule {}
