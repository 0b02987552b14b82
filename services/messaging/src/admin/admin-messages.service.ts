import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type AdminMessageDto,
  type AdminMessagePageDto,
  type AdminMessagesReadV1,
  MESSAGE_PAGE_SIZE,
  type MessageEditedV1,
  MESSAGING_EVENTS,
} from '@boonies/contracts/messaging';
import { Outbox, type EventMeta } from '@boonies/messaging';
import { actorOf, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { MessagesRepository } from '../messages/messages.repository';
import { contentProblem } from '../messages/send-rules';
import { decodeCursor } from '../paging/page-cursor';

/**
 * One skater's messages are read about them (the audit log names them as whose); everyone's name no one,
 * but are marked as admin power all the same.
 */
function readMetaOf(caller: CallerIdentity, userId: string | undefined, correlationId: string): EventMeta {
  if (userId)
    return eventMetaOf(caller, correlationId, { type: 'user', id: userId, ownerId: userId, rule: 'admin' });
  return { ...eventMetaOf(caller, correlationId), asAdmin: true };
}

/**
 * The admin panel's Messages tab (admins only, gated on the handlers): anyone's messages, newest first,
 * and editing their content.
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: MessagesRepository,
    private readonly outbox: Outbox,
  ) {}

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
      const page = await this.messages.adminPage(manager, request.userId, {
        position: request.cursor ? decodeCursor(request.cursor) : null,
        limit: MESSAGE_PAGE_SIZE,
      });
      const read: AdminMessagesReadV1 = {
        userId: request.userId ?? null,
        messageIds: page.messages.map(({ id }) => id),
        readAt: new Date().toISOString(),
      };
      await this.outbox.append(
        manager,
        MESSAGING_EVENTS.adminMessagesRead,
        read,
        readMetaOf(caller, request.userId, correlationId),
      );
      return page;
    });
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
      const current = await this.messages.lockForEdit(manager, request.id);
      if (!current) throw notFound('Message');
      if (current.content !== request.content) {
        const editedAt = new Date();
        await this.messages.editByStaff(manager, request.id, {
          content: request.content,
          editedAt,
          editedBy: actorOf(caller),
        });
        const edited: MessageEditedV1 = {
          messageId: request.id,
          senderId: current.senderId,
          recipientId: current.recipientId,
          previousContent: current.content,
          content: request.content,
          editedAt: editedAt.toISOString(),
        };
        await this.outbox.append(
          manager,
          MESSAGING_EVENTS.messageEdited,
          edited,
          eventMetaOf(caller, correlationId, {
            type: 'message',
            id: request.id,
            ownerId: current.senderId,
            rule: 'admin',
          }),
        );
      }
      return this.messages.shownToAdmin(manager, request.id);
    });
  }
}
