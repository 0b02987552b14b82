import type {
  AdminMessageDto,
  AdminMessagePageDto,
  ConversationListDto,
  MessageDto,
  MessagePageDto,
} from '@boonies/contracts/messaging';
import { SqlParams, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { counterpartVisibleSql } from '../access/counterpart-access.sql';
import { Notification } from '../notifications/entities/notification.entity';
import { BLOCKS } from '../projections/entities/block.entity';
import { Preference } from '../projections/entities/preference.entity';
import { USERS } from '../projections/entities/user.entity';
import { Conversation } from './entities/conversation.entity';
import { Message } from './entities/message.entity';
import { participantJson } from '../projections/user-json.sql';
import { encodeCursor, pageOf, type PagePosition } from '../paging/page-cursor';
import {
  type AdminMessageRow,
  type ConversationRow,
  type MessageRow,
  toAdminMessageDto,
  toConversationSummary,
  toMessageDto,
} from './message-view';

/** A message as its sender writes it. */
export type NewMessage = Pick<Message, 'id' | 'senderId' | 'recipientId' | 'content' | 'createdAt'>;

/** Who a message is between. */
export type MessageParties = Pick<Message, 'id' | 'senderId' | 'recipientId'>;

/** A message as Download Your Data gives it to one of its participants. */
export type ArchivedMessage = Pick<
  Message,
  'id' | 'senderId' | 'recipientId' | 'content' | 'createdAt' | 'readAt'
>;

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
    markRead: string;
    markConversationRead: string;
    markNotificationsOfConversationRead: string;
    markNotificationOfMessageRead: string;
    readerOf: string;
    moderate: string;
  };

  constructor(private readonly dataSource: DataSource) {
    const t = (this.tables = tablePaths(dataSource, {
      messages: Message,
      conversations: Conversation,
      notifications: Notification,
      users: USERS,
      preferences: Preference,
      blocks: BLOCKS,
    }));
    this.sql = {
      // The message, and each side's conversation row pointing at it, in one statement. The two rows are
      // written in the order of their keys ($6, then $7), so two people writing to each other at once
      // take the rows' locks in the same order. A message older than the row's (a late retry) leaves it.
      insert: `
        WITH message AS (
          INSERT INTO ${t.messages} (id, sender_id, recipient_id, content, created_at)
          VALUES ($1, $2, $3, $4, $5))
        INSERT INTO ${t.conversations} AS c (owner_id, counterpart_id, last_message_id, last_at)
        VALUES ($6, $7, $1, $5), ($7, $6, $1, $5)
        ON CONFLICT (owner_id, counterpart_id) DO UPDATE
          SET last_message_id = EXCLUDED.last_message_id, last_at = EXCLUDED.last_at
          WHERE (c.last_at, c.last_message_id) < (EXCLUDED.last_at, EXCLUDED.last_message_id)`,
      // Only the recipient's first reading counts, of a sender the policy still shows them.
      markRead: `
        UPDATE ${t.messages} SET read_at = $3
        WHERE id = $1 AND recipient_id = $2 AND read_at IS NULL
          AND ${counterpartVisibleSql(t, '$2::uuid')('sender_id')}
        RETURNING id, sender_id, recipient_id`,
      // Every message the counterpart sent the reader and they had not read (one partial index), while the
      // policy shows the reader that counterpart.
      markConversationRead: `
        UPDATE ${t.messages} SET read_at = $3
        WHERE recipient_id = $1 AND sender_id = $2 AND read_at IS NULL
          AND ${counterpartVisibleSql(t, '$1::uuid')('$2::uuid')}`,
      // The "sent you a message" notifications written before messages stopped being notified.
      markNotificationsOfConversationRead: `
        UPDATE ${t.notifications} SET read_at = $3
        WHERE user_id = $1 AND from_user_id = $2 AND type = 'message' AND read_at IS NULL`,
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

  /** Stores a message, and makes it the newest of its conversation on both sides. */
  async insert(manager: EntityManager, message: NewMessage): Promise<void> {
    const [first, second] = [message.senderId, message.recipientId].sort();
    await manager.query(this.sql.insert, [
      message.id,
      message.senderId,
      message.recipientId,
      message.content,
      message.createdAt,
      first,
      second,
    ]);
  }

  /**
   * Reads every message `counterpartId` sent `readerId` that was still unread, with their old "sent you a
   * message" notifications; answers how many messages that was.
   */
  async markConversationRead(
    manager: EntityManager,
    readerId: string,
    counterpartId: string,
    readAt: Date,
  ): Promise<number> {
    const values = [readerId, counterpartId, readAt];
    const [, count] = await manager.query<[unknown[], number]>(this.sql.markConversationRead, values);
    await manager.query(this.sql.markNotificationsOfConversationRead, values);
    return count;
  }

  /**
   * A page of `userId`'s conversations, newest first: each with the newest message between the two and the
   * count of the counterpart's messages `userId` has not read. A counterpart the access policy hides from
   * `userId` (gone, or a block either way) is left out, as their conversation is. The owner's index is
   * walked from the position, so a page costs its own rows.
   */
  async conversations(userId: string, query: PageQuery): Promise<ConversationListDto> {
    const t = this.tables;
    const params = new SqlParams();
    const owner = params.add(userId, 'uuid');
    const where = [`c.owner_id = ${owner}`, counterpartVisibleSql(t, owner)('c.counterpart_id')];
    if (query.position) {
      const { createdAt, id } = query.position;
      where.push(
        `(c.last_at, c.counterpart_id) < (${params.add(createdAt, 'timestamptz')}, ${params.add(id, 'uuid')})`,
      );
    }
    const rows = await this.dataSource.query<ConversationRow[]>(
      `SELECT c.counterpart_id, c.last_at, ${this.participantColumns(owner)},
              (SELECT count(*)::int FROM ${t.messages} u
                WHERE u.recipient_id = ${owner} AND u.sender_id = c.counterpart_id AND u.read_at IS NULL)
                AS unread_count
         FROM ${t.conversations} c
         JOIN ${t.messages} m ON m.id = c.last_message_id
         ${this.participantJoins()}
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_at DESC, c.counterpart_id DESC
        LIMIT ${params.add(query.limit + 1)}`,
      params.values,
    );
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    const last = page.at(-1);
    return {
      conversations: page.map(toConversationSummary),
      nextCursor:
        more && last
          ? encodeCursor({ createdAt: last.last_at.toISOString(), id: last.counterpart_id })
          : null,
    };
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

  /** One message as `viewerId` (one of its participants) sees it, or `null`. */
  async shownById(
    id: string,
    viewerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MessageDto | null> {
    const [row] = await manager.query<MessageRow[]>(
      this.participantView(`SELECT * FROM ${this.tables.messages} WHERE id = $1`, '$2::uuid'),
      [id, viewerId],
    );
    return row ? toMessageDto(row) : null;
  }

  /**
   * A page of a participant's list, newest first. The index of each list is walked from the position, so
   * a page costs its own rows whatever the history's length.
   */
  async page(list: MessageList, query: PageQuery): Promise<MessagePageDto> {
    const params = new SqlParams();
    const viewer = params.add(list.userId, 'uuid');
    let filter: string;
    if (list.kind === 'conversation') {
      const other = params.add(list.otherUserId, 'uuid');
      filter = `least(sender_id, recipient_id) = least(${viewer}, ${other})
         AND greatest(sender_id, recipient_id) = greatest(${viewer}, ${other})`;
    } else {
      // A box leaves out the messages of a counterpart the access policy hides from its owner.
      const [owner, counterpart] =
        list.kind === 'received' ? ['recipient_id', 'sender_id'] : ['sender_id', 'recipient_id'];
      filter = `${owner} = ${viewer} AND ${counterpartVisibleSql(this.tables, viewer)(counterpart)}`;
    }
    const where = [filter, ...this.after(query.position, params)].join(' AND ');
    const rows = await this.dataSource.query<MessageRow[]>(
      this.participantView(
        `SELECT * FROM ${this.tables.messages} WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT ${params.add(query.limit + 1)}`,
        viewer,
      ),
      params.values,
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
    const params = new SqlParams();
    const where: string[] = [];
    if (userId) {
      const participant = params.add(userId, 'uuid');
      where.push(`(sender_id = ${participant} OR recipient_id = ${participant})`);
    }
    where.push(...this.after(query.position, params));
    const rows = await manager.query<AdminMessageRow[]>(
      this.adminView(
        `SELECT * FROM ${this.tables.messages} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id DESC LIMIT ${params.add(query.limit + 1)}`,
      ),
      params.values,
    );
    const page = pageOf(rows, query.limit);
    return { messages: page.rows.map(toAdminMessageDto), nextCursor: page.nextCursor };
  }

  /**
   * Every message `userId` sent or received, oldest first (one index per side), with when it was read as
   * they may know it.
   */
  ofUser(side: 'sender' | 'recipient', userId: string): Promise<ArchivedMessage[]> {
    return this.dataSource.query(
      `SELECT m.id, m.sender_id AS "senderId", m.recipient_id AS "recipientId", m.content,
              m.created_at AS "createdAt", ${this.readAtAsSeenBy('$1::uuid')} AS "readAt"
       FROM ${this.tables.messages} m ${this.participantJoins()}
       WHERE m.${side === 'sender' ? 'sender_id' : 'recipient_id'} = $1::uuid
       ORDER BY m.created_at ASC, m.id ASC`,
      [userId],
    );
  }

  /** The condition that starts a page after `position`, its two values added to `params`. */
  private after(position: PagePosition | null, params: SqlParams): string[] {
    if (!position) return [];
    return [
      `(created_at, id) < (${params.add(position.createdAt, 'timestamptz')}, ${params.add(position.id, 'uuid')})`,
    ];
  }

  /**
   * The messages `selection` picks as the participant `viewer` (a SQL parameter) sees them, with both
   * participants, in the selection's newest-first order.
   */
  private participantView(selection: string, viewer: string): string {
    return `
      SELECT ${this.participantColumns(viewer)}
      FROM (${selection}) m
      ${this.participantJoins()}
      ORDER BY m.created_at DESC, m.id DESC`;
  }

  /** A message's columns as the participant `viewer` sees them. */
  private participantColumns(viewer: string): string {
    return `m.id, m.sender_id, m.recipient_id, m.content, m.created_at,
      ${this.readAtAsSeenBy(viewer)} AS read_at,
      m.hidden_at, m.edited_by_staff, ${participantJson('s')} AS sender, ${participantJson('r')} AS recipient`;
  }

  /**
   * When the message `m` was read, as the participant `viewer` may know it (`participantJoins` gives `sp`
   * and `rp`): the sender learns it only while both keep Read receipts on; a recipient always knows.
   */
  private readAtAsSeenBy(viewer: string): string {
    return `CASE WHEN m.sender_id = ${viewer}
                   AND NOT (coalesce(sp.read_receipts, true) AND coalesce(rp.read_receipts, true))
              THEN NULL ELSE m.read_at END`;
  }

  /** The participants of the message `m`, and their switches. */
  private participantJoins(): string {
    const { users, preferences } = this.tables;
    return `
      LEFT JOIN ${users} s ON s.user_id = m.sender_id
      LEFT JOIN ${users} r ON r.user_id = m.recipient_id
      LEFT JOIN ${preferences} sp ON sp.user_id = m.sender_id
      LEFT JOIN ${preferences} rp ON rp.user_id = m.recipient_id`;
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
