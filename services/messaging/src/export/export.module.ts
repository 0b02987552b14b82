import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/messages.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ExportHandler } from './export.handler';
import { MessagingExportService } from './export.service';

/** Settings → Download Your Data: the messaging service's part. */
@Module({
  imports: [MessagesModule, NotificationsModule],
  controllers: [ExportHandler],
  providers: [MessagingExportService],
})
export class ExportModule {}
