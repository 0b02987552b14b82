import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { MessagesRepository } from '../messages/messages.repository';
import { NotificationArchiveRepository } from './notification-archive.repository';

/** The messaging service's part of Download Your Data: messages sent and received, and notifications. */
@Injectable()
export class MessagingExportService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly notifications: NotificationArchiveRepository,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [sent, received, notifications] = await Promise.all([
      this.messages.ofUser('sender', caller.userId),
      this.messages.ofUser('recipient', caller.userId),
      this.notifications.notificationsOf(caller.userId),
    ]);
    return {
      service: 'messaging',
      exportedAt: new Date().toISOString(),
      data: { messagesSent: sent, messagesReceived: received, notifications },
    };
  }
}
