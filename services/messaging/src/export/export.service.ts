import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { serviceTables } from '../database/service-tables';

/** The messaging service's part of Download Your Data: messages sent and received, and notifications. */
@Injectable()
export class MessagingExportService {
  private readonly messagesQuery: (column: 'sender_id' | 'recipient_id') => string;
  private readonly notificationsQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { messages, notifications } = serviceTables(dataSource);
    // One statement per side, so each reads its own index.
    this.messagesQuery = (column) => `
      SELECT id, sender_id AS "senderId", recipient_id AS "recipientId", content, created_at AS "createdAt",
             read_at AS "readAt"
        FROM ${messages} WHERE ${column} = $1
       ORDER BY created_at, id`;
    this.notificationsQuery = `
      SELECT id, type, message, link, from_user_id AS "fromUserId", created_at AS "createdAt", read_at AS "readAt"
        FROM ${notifications} WHERE user_id = $1
       ORDER BY created_at, id`;
  }

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [sent, received, notifications] = await Promise.all([
      this.dataSource.query<unknown[]>(this.messagesQuery('sender_id'), [caller.userId]),
      this.dataSource.query<unknown[]>(this.messagesQuery('recipient_id'), [caller.userId]),
      this.dataSource.query<unknown[]>(this.notificationsQuery, [caller.userId]),
    ]);
    return {
      service: 'messaging',
      exportedAt: new Date().toISOString(),
      data: { messagesSent: sent, messagesReceived: received, notifications },
    };
  }
}
