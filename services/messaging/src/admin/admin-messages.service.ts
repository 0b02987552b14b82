import {
  EVENTS,
  MESSAGE_PAGE_SIZE,
  type AdminMessageDto,
  type AdminMessagePageDto,
  type AdminMessagesReadV1,
  type CallerIdentity,
  type MessageEditedV1,
} from '@boonies/contracts';
import { Outbox, type EventMeta } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { actorOf, eventMetaOf } from '../access/caller-access';
import { serviceTables } from '../database/service-tables';
import { participantJson } from '../database/user-json';
import { toMessageDto, type MessageRow } from '../messages/message-view';
import { contentProblem } from '../messages/send-rules';
import { decodeCursor, pageOf } from '../paging/page-cursor';

type AdminMessageRow = MessageRow & { edited_at: Date | null };

/**
 * One skater's messages are read about them (the audit log names them as whose); everyone's name no one,
 * but are marked as admin power all the same.
 */
function readMetaOf(caller: CallerIdentity, userId: string | undefined, correlationId: string): EventMeta {
  if (userId)
    return eventMetaOf(caller, correlationId, { type: 'user', id: userId, ownerId: userId, rule: 'admin' });
  return { ...eventMetaOf(caller, correlationId), asAdmin: true };
}

function toAdminMessageDto(row: AdminMessageRow): AdminMessageDto {
  return { ...toMessageDto(row), editedAt: row.edited_at?.toISOString() ?? null };
}

/**
 * The admin panel's Messages tab (admins only, gated on the handlers): anyone's messages, newest first,
 * and editing their content.
 */
@Injectable()
export class AdminMessagesService {
  private readonly tables: ReturnType<typeof serviceTables>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.tables = serviceTables(dataSource);
  }

  /**
   * Messages sent or received by `userId`, or everyone's, newest first, a page at a time. Reading private
   * messages is admin power too: the page and its `admin-messages-read` event (the admin as actor, marked
   * for the audit log) are read and written in one transaction, so no page is shown without its trace.
   */
  async list(
    caller: CallerIdentity,
    request: { userId?: string; cursor?: string },
    correlationId: string,
  ): Promise<AdminMessagePageDto> {
    return this.dataSource.transaction(async (manager) => {
      const page = await this.page(manager, request);
      const read: AdminMessagesReadV1 = {
        userId: request.userId ?? null,
        messageIds: page.messages.map(({ id }) => id),
        readAt: new Date().toISOString(),
      };
      await this.outbox.append(
        manager,
        EVENTS.messaging.adminMessagesRead,
        read,
        readMetaOf(caller, request.userId, correlationId),
      );
      return page;
    });
  }

  private async page(
    manager: EntityManager,
    request: { userId?: string; cursor?: string },
  ): Promise<AdminMessagePageDto> {
    const position = request.cursor ? decodeCursor(request.cursor) : null;
    const values: unknown[] = [];
    const where: string[] = [];
    if (request.userId) {
      values.push(request.userId);
      where.push(`(sender_id = $1::uuid OR recipient_id = $1::uuid)`);
    }
    if (position) {
      values.push(position.createdAt, position.id);
      where.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
    }
    values.push(MESSAGE_PAGE_SIZE + 1);
    const rows = await manager.query<AdminMessageRow[]>(
      this.hydrated(
        `SELECT * FROM ${this.tables.messages} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      ),
      values,
    );
    const page = pageOf(rows, MESSAGE_PAGE_SIZE);
    return { messages: page.rows.map(toAdminMessageDto), nextCursor: page.nextCursor };
  }

  /**
   * Replaces a message's content under the rules of sending, marked as edited by staff for both
   * participants. The edit and its `message-edited` event (the real admin as actor, marked as an admin
   * action for the audit log) are written together; an edit to the same text changes nothing.
   */
  async edit(
    caller: CallerIdentity,
    request: { id: string; content: string },
    correlationId: string,
  ): Promise<AdminMessageDto> {
    const problem = contentProblem(request.content);
    if (problem) throw problem;
    return this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query<{ content: string; sender_id: string; recipient_id: string }[]>(
        `SELECT content, sender_id, recipient_id FROM ${this.tables.messages} WHERE id = $1 FOR UPDATE`,
        [request.id],
      );
      if (!current) throw notFound('Message');
      if (current.content !== request.content) {
        const editedAt = new Date();
        await manager.query(
          `UPDATE ${this.tables.messages}
              SET content = $2, edited_at = $3, edited_by_staff = true, edited_by = $4
            WHERE id = $1`,
          [request.id, request.content, editedAt, actorOf(caller)],
        );
        const edited: MessageEditedV1 = {
          messageId: request.id,
          senderId: current.sender_id,
          recipientId: current.recipient_id,
          previousContent: current.content,
          content: request.content,
          editedAt: editedAt.toISOString(),
        };
        await this.outbox.append(
          manager,
          EVENTS.messaging.messageEdited,
          edited,
          eventMetaOf(caller, correlationId, {
            type: 'message',
            id: request.id,
            ownerId: current.sender_id,
            rule: 'admin',
          }),
        );
      }
      return this.one(manager, request.id);
    });
  }

  private async one(manager: EntityManager, id: string): Promise<AdminMessageDto> {
    const [row] = await manager.query<AdminMessageRow[]>(
      this.hydrated(`SELECT * FROM ${this.tables.messages} WHERE id = $1`),
      [id],
    );
    return toAdminMessageDto(row);
  }

  private hydrated(selection: string): string {
    const { users } = this.tables;
    return `
      SELECT m.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at, m.edited_at,
             m.edited_by_staff,
             ${participantJson('s')} AS sender, ${participantJson('r')} AS recipient
      FROM (${selection}) m
      LEFT JOIN ${users} s ON s.user_id = m.sender_id
      LEFT JOIN ${users} r ON r.user_id = m.recipient_id
      ORDER BY m.created_at DESC, m.id DESC`;
  }
}
