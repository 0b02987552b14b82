import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { MessagesRepository } from '../messages/messages.repository';
import { NotificationsRepository } from '../notifications/notifications.repository';

/** The messaging service's part of Download Your Data: messages sent and received, and notifications. */
@Injectable()
export class MessagingExportService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [sent, received, notifications] = await Promise.all([
      this.messages.ofUser('sender', caller.userId),
      this.messages.ofUser('recipient', caller.userId),
      this.notifications.archiveOf(caller.userId),
    ]);
    return {
      service: 'messaging',
      exportedAt: new Date().toISOString(),
      data: { messagesSent: sent, messagesReceived: received, notifications },
    };
  }
}
