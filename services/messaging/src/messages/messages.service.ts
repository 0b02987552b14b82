import {
  type CallerIdentity,
  type ConversationPageDto,
  EVENTS,
  MESSAGE_MESSAGES,
  MESSAGE_PAGE_SIZE,
  type MessageBox,
  type MessageDto,
  type MessagePageDto,
  type MessageReadV1,
} from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../access/caller-access';
import { counterpartVisibleSql } from '../access/counterpart-access';
import { serviceTables } from '../database/service-tables';
import { participantJson } from '../database/user-json';
import { switchesOf } from '../notifications/notification-rules';
import { LINKS, messageText } from '../notifications/notification-texts';
import { notificationCreatedOf, type NewNotification } from '../notifications/notification-view';
import { decodeCursor, pageOf, type PagePosition } from '../paging/page-cursor';
import { messageSentOf, type MessageRow, type ParticipantFields, toMessageDto } from './message-view';
import {
  composerState,
  contentProblem,
  conversationDecision,
  messageDecision,
  type MessageFacts,
  policyRefusal,
} from './send-rules';

interface SendCheckRow {
  known: boolean;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  sender_is_brand: boolean;
  allow_messages: boolean | null;
  notify_messages: boolean | null;
  sender_blocked: boolean;
  recipient_blocked: boolean;
  sender: ParticipantFields | null;
  recipient: ParticipantFields | null;
}

function factsOf(check: SendCheckRow): MessageFacts {
  return {
    recipient: check.known
      ? {
          isActive: check.is_active,
          isSuspended: check.is_suspended,
          isBrand: check.is_brand,
          allowMessages: check.allow_messages,
        }
      : null,
    senderIsBrand: check.sender_is_brand,
    senderBlockedRecipient: check.sender_blocked,
    recipientBlockedSender: check.recipient_blocked,
  };
}

export interface PageRequest {
  cursor?: string;
  limit?: number;
}

/** Direct messages: sending, the conversation of two people, the received and sent boxes, read receipts. */
@Injectable()
export class MessagesService {
  private readonly tables: ReturnType<typeof serviceTables>;
  private readonly sql: {
    sendCheck: string;
    insertMessage: string;
    insertMessageWithNotification: string;
    markRead: string;
    markNotificationOfMessageRead: string;
    recipientOf: string;
    one: string;
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    const t = (this.tables = serviceTables(dataSource));
    const insertMessage = `INSERT INTO ${t.messages} (id, sender_id, recipient_id, content, created_at)
      VALUES ($1, $2, $3, $4, $5)`;
    this.sql = {
      // Everything the access policy and the send path must know, in one statement: both participants,
      // the recipient's account state and switches, and each direction of a block (primary-key lookups).
      sendCheck: `
        SELECT r.user_id IS NOT NULL AS known,
               coalesce(r.is_active, false) AS is_active,
               coalesce(r.suspended_until > now(), false) AS is_suspended,
               coalesce(r.is_brand, false) AS is_brand,
               coalesce(s.is_brand, false) AS sender_is_brand,
               p.allow_messages, p.notify_messages,
               EXISTS (SELECT 1 FROM ${t.blocks} b
                       WHERE b.active AND b.blocker_id = $1 AND b.blocked_id = $2) AS sender_blocked,
               EXISTS (SELECT 1 FROM ${t.blocks} b
                       WHERE b.active AND b.blocker_id = $2 AND b.blocked_id = $1) AS recipient_blocked,
               ${participantJson('s')} AS sender,
               ${participantJson('r')} AS recipient
        FROM (VALUES (1)) AS one
        LEFT JOIN ${t.users} r ON r.user_id = $2
        LEFT JOIN ${t.users} s ON s.user_id = $1
        LEFT JOIN ${t.preferences} p ON p.user_id = $2`,
      insertMessage,
      // The message and the recipient's notification of it in one statement; the message is the
      // notification's source, so it can never be notified twice.
      insertMessageWithNotification: `
        WITH message AS (${insertMessage})
        INSERT INTO ${t.notifications} (id, user_id, type, message, link, from_user_id, source_event_id, created_at)
        VALUES ($6, $3, 'message', $7, $8, $2, $1, $5)`,
      markRead: `
        UPDATE ${t.messages} SET read_at = $3
        WHERE id = $1 AND recipient_id = $2 AND read_at IS NULL
        RETURNING id, sender_id, recipient_id, read_at`,
      markNotificationOfMessageRead: `
        UPDATE ${t.notifications} SET read_at = $3
        WHERE source_event_id = $1 AND user_id = $2 AND read_at IS NULL`,
      recipientOf: `SELECT recipient_id FROM ${t.messages} WHERE id = $1`,
      one: this.hydrated(`SELECT * FROM ${t.messages} WHERE id = $1`),
    };
  }

  /**
   * Checks, then writes the message, the recipient's notification (unless their Messages switch is off)
   * and both events in one transaction: nothing is sent without being announced, nor announced unsent.
   */
  async send(
    caller: CallerIdentity,
    request: { recipientId: string; content: string },
    correlationId: string,
  ): Promise<MessageDto> {
    const problem = contentProblem(request.content);
    if (problem) throw problem;
    const senderId = caller.userId;
    const check = await this.check(senderId, request.recipientId);
    const refusal = policyRefusal(messageDecision(caller, request.recipientId, factsOf(check)));
    if (refusal) throw refusal;

    const createdAt = new Date();
    const message = toMessageDto({
      id: randomUUID(),
      sender_id: senderId,
      recipient_id: request.recipientId,
      content: request.content,
      created_at: createdAt,
      read_at: null,
      sender: check.sender,
      recipient: check.recipient,
    });
    const notification: NewNotification | null = switchesOf({ notify_messages: check.notify_messages })
      .messages
      ? {
          id: randomUUID(),
          userId: message.recipientId,
          type: 'message',
          message: messageText(check.sender?.username ?? null),
          link: LINKS.inbox,
          fromUserId: senderId,
          sourceEventId: message.id,
          createdAt,
        }
      : null;

    const meta = eventMetaOf(caller, correlationId);
    await this.dataSource.transaction(async (manager) => {
      const messageValues = [message.id, senderId, message.recipientId, message.content, createdAt];
      if (notification) {
        await manager.query(this.sql.insertMessageWithNotification, [
          ...messageValues,
          notification.id,
          notification.message,
          notification.link,
        ]);
      } else {
        await manager.query(this.sql.insertMessage, messageValues);
      }
      await this.outbox.append(manager, EVENTS.messaging.messageSent, messageSentOf(message), meta);
      if (notification) {
        await this.outbox.append(
          manager,
          EVENTS.messaging.notificationCreated,
          notificationCreatedOf(notification),
          meta,
        );
      }
    });
    return message;
  }

  /**
   * The caller's conversation with `otherUserId`: only messages between those two, so it is the caller's
   * by construction. Pages walk back from the newest; each page is returned oldest first. A skater the
   * policy hides from the caller (gone, or a block either way) has no conversation to show (404);
   * otherwise `canMessage` says whether the caller may write now, and `cannotMessageReason` why not.
   */
  async conversation(
    caller: CallerIdentity,
    otherUserId: string,
    request: PageRequest,
  ): Promise<ConversationPageDto> {
    const [page, check] = await Promise.all([
      this.page(
        `least(sender_id, recipient_id) = least($1::uuid, $2::uuid)
         AND greatest(sender_id, recipient_id) = greatest($1::uuid, $2::uuid)`,
        [caller.userId, otherUserId],
        request,
      ),
      this.check(caller.userId, otherUserId),
    ]);
    const facts = factsOf(check);
    const hidden = policyRefusal(conversationDecision(caller, otherUserId, facts));
    if (hidden) throw hidden;
    return {
      ...page,
      messages: page.messages.reverse(),
      ...composerState(messageDecision(caller, otherUserId, facts)),
    };
  }

  /**
   * The caller's received or sent messages, newest first, without those of a counterpart the policy hides
   * from the caller (as their conversation is): a block or a gone account takes them out of the inbox.
   */
  box(caller: CallerIdentity, box: MessageBox, request: PageRequest): Promise<MessagePageDto> {
    const [owner, counterpart] =
      box === 'received' ? ['recipient_id', 'sender_id'] : ['sender_id', 'recipient_id'];
    const visible = counterpartVisibleSql(this.tables, '$1::uuid');
    return this.page(`${owner} = $1::uuid AND ${visible(counterpart)}`, [caller.userId], request);
  }

  /**
   * The recipient reads a message. Reading twice changes nothing and announces nothing again; the
   * "sent you a message" notification of that message is read with it.
   */
  async markRead(caller: CallerIdentity, id: string, correlationId: string): Promise<MessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const readAt = new Date();
      // A bare UPDATE answers [rows, count] through TypeORM's query runner.
      const [[read]] = await manager.query<[MessageRow[], number]>(this.sql.markRead, [
        id,
        caller.userId,
        readAt,
      ]);
      if (read) {
        await manager.query(this.sql.markNotificationOfMessageRead, [id, caller.userId, readAt]);
        const receipt: MessageReadV1 = {
          messageId: read.id,
          senderId: read.sender_id,
          recipientId: read.recipient_id,
          readAt: readAt.toISOString(),
        };
        await this.outbox.append(
          manager,
          EVENTS.messaging.messageRead,
          receipt,
          eventMetaOf(caller, correlationId),
        );
      } else {
        const [message] = await manager.query<{ recipient_id: string }[]>(this.sql.recipientOf, [id]);
        if (!message) throw notFound('Message');
        if (message.recipient_id !== caller.userId) throw forbidden(MESSAGE_MESSAGES.recipientOnly);
      }
      return this.one(manager, id);
    });
  }

  private async check(senderId: string, recipientId: string): Promise<SendCheckRow> {
    const [check] = await this.dataSource.query<SendCheckRow[]>(this.sql.sendCheck, [senderId, recipientId]);
    return check;
  }

  /** One message, for its two participants only: anyone else hears there is no such message. */
  async get(caller: CallerIdentity, id: string): Promise<MessageDto> {
    const [row] = await this.dataSource.query<MessageRow[]>(this.sql.one, [id]);
    if (!row || (row.sender_id !== caller.userId && row.recipient_id !== caller.userId)) {
      throw notFound('Message');
    }
    return toMessageDto(row);
  }

  private async one(manager: EntityManager, id: string): Promise<MessageDto> {
    const [row] = await manager.query<MessageRow[]>(this.sql.one, [id]);
    return toMessageDto(row);
  }

  /**
   * One page, newest first, of the messages `filter` selects (its parameters first). The index of each
   * list is walked from the cursor, so a page costs its own rows whatever the history's length.
   */
  private async page(filter: string, params: unknown[], request: PageRequest): Promise<MessagePageDto> {
    const limit = request.limit ?? MESSAGE_PAGE_SIZE;
    const position: PagePosition | null = request.cursor ? decodeCursor(request.cursor) : null;
    const values = [...params];
    let after = '';
    if (position) {
      values.push(position.createdAt, position.id);
      after = `AND (created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
    }
    values.push(limit + 1);
    const rows = await this.dataSource.query<MessageRow[]>(
      this.hydrated(
        `SELECT * FROM ${this.tables.messages} WHERE ${filter} ${after}
         ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      ),
      values,
    );
    const page = pageOf(rows, limit);
    return { messages: page.rows.map(toMessageDto), nextCursor: page.nextCursor };
  }

  /** The messages `selection` picks, with both participants, in the selection's newest-first order. */
  private hydrated(selection: string): string {
    const { users } = this.tables;
    return `
      SELECT m.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at, m.hidden_at, m.edited_by_staff,
             ${participantJson('s')} AS sender, ${participantJson('r')} AS recipient
      FROM (${selection}) m
      LEFT JOIN ${users} s ON s.user_id = m.sender_id
      LEFT JOIN ${users} r ON r.user_id = m.recipient_id
      ORDER BY m.created_at DESC, m.id DESC`;
  }
}
