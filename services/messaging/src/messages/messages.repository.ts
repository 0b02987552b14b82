import type { AdminMessageDto, AdminMessagePageDto, MessageDto, MessagePageDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { counterpartVisibleSql } from '../access/counterpart-access';
import { serviceTables } from '../database/service-tables';
import { participantJson } from '../database/user-json';
import type { NewNotification } from '../notifications/notification-view';
import { pageOf, type PagePosition } from '../paging/page-cursor';
import { Message } from './entities/message.entity';
import { type AdminMessageRow, type MessageRow, toAdminMessageDto, toMessageDto } from './message-view';

/** A message as its sender writes it. */
export type NewMessage = Pick<Message, 'id' | 'senderId' | 'recipientId' | 'content' | 'createdAt'>;

/** Who a message is between. */
export type MessageParties = Pick<Message, 'id' | 'senderId' | 'recipientId'>;

/** Where a page starts (after `position`, newest first) and how long it is. */
export interface PageQuery {
  position: PagePosition | null;
  limit: number;
}

/** The messages a participant's list holds. */
export type MessageList =
  | { kind: 'conversation'; userId: string; otherUserId: string }
  | { kind: 'received' | 'sent'; userId: string };

interface ReadRow {
  id: string;
  sender_id: string;
  recipient_id: string;
}

/**
 * Direct messages, shown with both participants from the users projection: as the participants see them
 * (a hidden message's notice) and as admins do (the words as written, and when staff edited them).
 */
@Injectable()
export class MessagesRepository {
  private readonly tables;
  private readonly sql: {
    insert: string;
    insertWithNotification: string;
    markRead: string;
    markNotificationOfMessageRead: string;
    readerOf: string;
    moderate: string;
  };

  constructor(private readonly dataSource: DataSource) {
    const t = (this.tables = serviceTables(dataSource));
    const insert = `INSERT INTO ${t.messages} (id, sender_id, recipient_id, content, created_at)
      VALUES ($1, $2, $3, $4, $5)`;
    this.sql = {
      insert,
      // The message and the recipient's notification of it in one statement; the message is the
      // notification's source, so it can never be notified twice.
      insertWithNotification: `
        WITH message AS (${insert})
        INSERT INTO ${t.notifications} (id, user_id, type, message, link, from_user_id, source_event_id, created_at)
        VALUES ($6, $3, 'message', $7, $8, $2, $1, $5)`,
      // Only the recipient's first reading counts, of a sender the policy still shows them.
      markRead: `
        UPDATE ${t.messages} SET read_at = $3
        WHERE id = $1 AND recipient_id = $2 AND read_at IS NULL
          AND ${counterpartVisibleSql(t, '$2::uuid')('sender_id')}
        RETURNING id, sender_id, recipient_id`,
      readerOf: `
        SELECT recipient_id, ${counterpartVisibleSql(t, 'm.recipient_id')('m.sender_id')} AS sender_shown
          FROM ${t.messages} m WHERE m.id = $1`,
      markNotificationOfMessageRead: `
        UPDATE ${t.notifications} SET read_at = $3
        WHERE source_event_id = $1 AND user_id = $2 AND read_at IS NULL`,
      // Newer moderation wins: an older event arriving late changes nothing.
      moderate: `
        UPDATE ${t.messages} SET hidden_at = CASE WHEN $2 THEN $3::timestamptz END, moderated_at = $3
         WHERE id = $1 AND (moderated_at IS NULL OR moderated_at < $3)`,
    };
  }

  /** Stores a message, with the recipient's notification of it when one is given. */
  async insert(
    manager: EntityManager,
    message: NewMessage,
    notification: Pick<NewNotification, 'id' | 'message' | 'link'> | null,
  ): Promise<void> {
    const values = [message.id, message.senderId, message.recipientId, message.content, message.createdAt];
    if (notification) {
      await manager.query(this.sql.insertWithNotification, [
        ...values,
        notification.id,
        notification.message,
        notification.link,
      ]);
    } else {
      await manager.query(this.sql.insert, values);
    }
  }

  /** Marks the message read if `recipientId` received it and had not read it; the message, or `null`. */
  async markRead(
    manager: EntityManager,
    id: string,
    recipientId: string,
    readAt: Date,
  ): Promise<MessageParties | null> {
    // A bare UPDATE answers [rows, count] through TypeORM's query runner.
    const [[read]] = await manager.query<[ReadRow[], number]>(this.sql.markRead, [id, recipientId, readAt]);
    return read ? { id: read.id, senderId: read.sender_id, recipientId: read.recipient_id } : null;
  }

  /** Reads the "sent you a message" notification of a message, if still unread. */
  async markNotificationOfMessageRead(
    manager: EntityManager,
    messageId: string,
    userId: string,
    readAt: Date,
  ): Promise<void> {
    await manager.query(this.sql.markNotificationOfMessageRead, [messageId, userId, readAt]);
  }

  /**
   * The recipient of a message, and whether the policy still shows them its sender (neither gone nor a
   * block either way); `null` when there is no such message.
   */
  async readerOf(
    manager: EntityManager,
    id: string,
  ): Promise<{ recipientId: string; senderShown: boolean } | null> {
    const [row] = await manager.query<{ recipient_id: string; sender_shown: boolean }[]>(this.sql.readerOf, [
      id,
    ]);
    return row ? { recipientId: row.recipient_id, senderShown: row.sender_shown } : null;
  }

  /** One message, locked until the transaction ends, with what an edit needs of it. */
  lockForEdit(
    manager: EntityManager,
    id: string,
  ): Promise<Pick<Message, 'id' | 'content' | 'senderId' | 'recipientId'> | null> {
    return manager.findOne(Message, {
      select: { id: true, content: true, senderId: true, recipientId: true },
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Replaces the content, marked as edited by staff. */
  async editByStaff(
    manager: EntityManager,
    id: string,
    edit: Pick<Message, 'content' | 'editedAt' | 'editedBy'>,
  ): Promise<void> {
    await manager.update(Message, { id }, { ...edit, editedByStaff: true });
  }

  /** Hides or shows a message as moderators decided at `at`, unless a later decision is already applied. */
  async moderate(manager: EntityManager, id: string, hidden: boolean, at: string): Promise<void> {
    await manager.query(this.sql.moderate, [id, hidden, at]);
  }

  /** One message as its participants see it, or `null`. */
  async shownById(id: string, manager: EntityManager = this.dataSource.manager): Promise<MessageDto | null> {
    const [row] = await manager.query<MessageRow[]>(
      this.participantView(`SELECT * FROM ${this.tables.messages} WHERE id = $1`),
      [id],
    );
    return row ? toMessageDto(row) : null;
  }

  /**
   * A page of a participant's list, newest first. The index of each list is walked from the position, so
   * a page costs its own rows whatever the history's length.
   */
  async page(list: MessageList, query: PageQuery): Promise<MessagePageDto> {
    const values: unknown[] = [list.userId];
    let filter: string;
    if (list.kind === 'conversation') {
      values.push(list.otherUserId);
      filter = `least(sender_id, recipient_id) = least($1::uuid, $2::uuid)
         AND greatest(sender_id, recipient_id) = greatest($1::uuid, $2::uuid)`;
    } else {
      // A box leaves out the messages of a counterpart the access policy hides from its owner.
      const [owner, counterpart] =
        list.kind === 'received' ? ['recipient_id', 'sender_id'] : ['sender_id', 'recipient_id'];
      filter = `${owner} = $1::uuid AND ${counterpartVisibleSql(this.tables, '$1::uuid')(counterpart)}`;
    }
    const where = [filter, ...this.after(query.position, values)].join(' AND ');
    values.push(query.limit + 1);
    const rows = await this.dataSource.query<MessageRow[]>(
      this.participantView(
        `SELECT * FROM ${this.tables.messages} WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      ),
      values,
    );
    const page = pageOf(rows, query.limit);
    return { messages: page.rows.map(toMessageDto), nextCursor: page.nextCursor };
  }

  /** One message as admins see it, read in the caller's transaction. */
  async shownToAdmin(manager: EntityManager, id: string): Promise<AdminMessageDto> {
    const [row] = await manager.query<AdminMessageRow[]>(
      this.adminView(`SELECT * FROM ${this.tables.messages} WHERE id = $1`),
      [id],
    );
    return toAdminMessageDto(row);
  }

  /** A page of the messages `userId` sent or received, or of everyone's, newest first, as admins see them. */
  async adminPage(
    manager: EntityManager,
    userId: string | undefined,
    query: PageQuery,
  ): Promise<AdminMessagePageDto> {
    const values: unknown[] = [];
    const where: string[] = [];
    if (userId) {
      values.push(userId);
      where.push(`(sender_id = $1::uuid OR recipient_id = $1::uuid)`);
    }
    where.push(...this.after(query.position, values));
    values.push(query.limit + 1);
    const rows = await manager.query<AdminMessageRow[]>(
      this.adminView(
        `SELECT * FROM ${this.tables.messages} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      ),
      values,
    );
    const page = pageOf(rows, query.limit);
    return { messages: page.rows.map(toAdminMessageDto), nextCursor: page.nextCursor };
  }

  /** Every message `userId` sent or received, oldest first (one index per side). */
  ofUser(side: 'sender' | 'recipient', userId: string): Promise<Message[]> {
    return this.dataSource.manager.find(Message, {
      select: { id: true, senderId: true, recipientId: true, content: true, createdAt: true, readAt: true },
      where: side === 'sender' ? { senderId: userId } : { recipientId: userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The condition that starts a page after `position`, its two values appended to `values`. */
  private after(position: PagePosition | null, values: unknown[]): string[] {
    if (!position) return [];
    values.push(position.createdAt, position.id);
    return [`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`];
  }

  /** The messages `selection` picks, with both participants, in the selection's newest-first order. */
  private participantView(selection: string): string {
    return this.withParticipants(
      selection,
      'm.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at, m.hidden_at, m.edited_by_staff',
    );
  }

  /** As `participantView`, with the words as written and when staff edited them. */
  private adminView(selection: string): string {
    return this.withParticipants(
      selection,
      'm.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at, m.edited_at, m.edited_by_staff',
    );
  }

  private withParticipants(selection: string, columns: string): string {
    const { users } = this.tables;
    return `
      SELECT ${columns}, ${participantJson('s')} AS sender, ${participantJson('r')} AS recipient
      FROM (${selection}) m
      LEFT JOIN ${users} s ON s.user_id = m.sender_id
      LEFT JOIN ${users} r ON r.user_id = m.recipient_id
      ORDER BY m.created_at DESC, m.id DESC`;
  }
}
