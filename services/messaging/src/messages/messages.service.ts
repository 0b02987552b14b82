import type { CallerIdentity } from '@boonies/contracts/common';
import {
  CONVERSATION_PAGE_SIZE,
  type ConversationListDto,
  type ConversationPageDto,
  type ConversationReadV1,
  type MarkedReadDto,
  type MayMessageDto,
  MESSAGE_MESSAGES,
  MESSAGE_PAGE_SIZE,
  type MessageBox,
  type MessageDto,
  type MessagePageDto,
  type MessageReadV1,
  MESSAGING_EVENTS,
} from '@boonies/contracts/messaging';
import { newEvent, Outbox } from '@boonies/messaging';
import { forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { decodeCursor } from '../paging/page-cursor';
import { CorrespondentsRepository } from './correspondents.repository';
import { messageSentOf, toMessageDto } from './message-view';
import { type MessageList, MessagesRepository, type PageQuery } from './messages.repository';
import {
  composerState,
  contentProblem,
  conversationDecision,
  messageDecision,
  policyRefusal,
} from './send-rules';

export interface PageRequest {
  cursor?: string;
  limit?: number;
}

function pageQueryOf(request: PageRequest, pageSize = MESSAGE_PAGE_SIZE): PageQuery {
  return {
    position: request.cursor ? decodeCursor(request.cursor) : null,
    limit: request.limit ?? pageSize,
  };
}

/** Direct messages: sending, the conversation of two people, the received and sent boxes, read receipts. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: MessagesRepository,
    private readonly correspondents: CorrespondentsRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Checks, then writes the message, its conversation rows and its event in one transaction: nothing is
   * sent without being announced, nor announced unsent. A message is not a notification (the Messages
   * tab counts its own unread); `events.messaging.message-sent` is what pushes and alerts start from.
   */
  async send(
    caller: CallerIdentity,
    request: { recipientId: string; content: string },
    correlationId: string,
  ): Promise<MessageDto> {
    const problem = contentProblem(request.content);
    if (problem) throw problem;
    const senderId = caller.userId;
    const check = await this.correspondents.between(senderId, request.recipientId);
    const refusal = policyRefusal(messageDecision(caller, request.recipientId, check.facts));
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
    const meta = eventMetaOf(caller, correlationId);
    await this.dataSource.transaction(async (manager) => {
      await this.messages.insert(manager, {
        id: message.id,
        senderId,
        recipientId: message.recipientId,
        content: message.content,
        createdAt,
      });
      await this.outbox.appendAll(
        manager,
        [newEvent(MESSAGING_EVENTS.messageSent, messageSentOf(message))],
        meta,
      );
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
    const [page, { facts }] = await Promise.all([
      this.messages.page({ kind: 'conversation', userId: caller.userId, otherUserId }, pageQueryOf(request)),
      this.correspondents.between(caller.userId, otherUserId),
    ]);
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
  async box(caller: CallerIdentity, box: MessageBox, request: PageRequest): Promise<MessagePageDto> {
    const list: MessageList = { kind: box, userId: caller.userId };
    return this.messages.page(list, pageQueryOf(request));
  }

  /**
   * The caller's conversations, newest first, each with its newest message and the caller's unread count;
   * a counterpart the policy hides from the caller is left out (their conversation answers 404).
   */
  conversations(caller: CallerIdentity, request: PageRequest): Promise<ConversationListDto> {
    return this.messages.conversations(caller.userId, pageQueryOf(request, CONVERSATION_PAGE_SIZE));
  }

  /**
   * The caller opened their conversation with `counterpartId`: every message the counterpart sent them is
   * read at once, with the old notifications of those messages. One event tells the caller's other tabs,
   * and the counterpart too while both keep Read receipts on. A conversation the policy hides answers 404,
   * as it does when read; one with nothing unread changes and announces nothing.
   */
  async markConversationRead(
    caller: CallerIdentity,
    counterpartId: string,
    correlationId: string,
  ): Promise<MarkedReadDto> {
    const check = await this.correspondents.between(caller.userId, counterpartId);
    const hidden = policyRefusal(conversationDecision(caller, counterpartId, check.facts));
    if (hidden) throw hidden;
    return this.dataSource.transaction(async (manager) => {
      const readAt = new Date();
      const updated = await this.messages.markConversationRead(manager, caller.userId, counterpartId, readAt);
      if (updated > 0) {
        const read: ConversationReadV1 = {
          readerId: caller.userId,
          counterpartId,
          readAt: readAt.toISOString(),
          receipt: check.readReceipts,
        };
        await this.outbox.append(
          manager,
          MESSAGING_EVENTS.conversationRead,
          read,
          eventMetaOf(caller, correlationId),
        );
      }
      return { updated };
    });
  }

  /** Whether the policy lets the caller message `recipientId` now (the gateway relays typing only then). */
  async mayMessage(caller: CallerIdentity, recipientId: string): Promise<MayMessageDto> {
    const { facts } = await this.correspondents.between(caller.userId, recipientId);
    return { allowed: messageDecision(caller, recipientId, facts).allowed };
  }

  /**
   * The recipient reads a message. Reading twice changes nothing and announces nothing again; the
   * "sent you a message" notification of that message is read with it. A message whose sender the policy
   * now hides from the recipient (gone, or a block either way) is out of their inbox, and answers as an
   * unknown id.
   */
  async markRead(caller: CallerIdentity, id: string, correlationId: string): Promise<MessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const readAt = new Date();
      const read = await this.messages.markRead(manager, id, caller.userId, readAt);
      if (read) {
        await this.messages.markNotificationOfMessageRead(manager, id, caller.userId, readAt);
        const { readReceipts } = await this.correspondents.between(read.recipientId, read.senderId);
        const receipt: MessageReadV1 = {
          messageId: read.id,
          senderId: read.senderId,
          recipientId: read.recipientId,
          readAt: readAt.toISOString(),
          receipt: readReceipts,
        };
        await this.outbox.append(
          manager,
          MESSAGING_EVENTS.messageRead,
          receipt,
          eventMetaOf(caller, correlationId),
        );
      } else {
        const reader = await this.messages.readerOf(manager, id);
        if (!reader || (reader.recipientId === caller.userId && !reader.senderShown))
          throw notFound('Message');
        if (reader.recipientId !== caller.userId) throw forbidden(MESSAGE_MESSAGES.recipientOnly);
      }
      return (await this.messages.shownById(id, caller.userId, manager))!;
    });
  }

  /**
   * One message, for its two participants only, and only while the policy shows each the other (as their
   * conversation does): anyone else, and a participant the other is now hidden from, hears there is no
   * such message.
   */
  async get(caller: CallerIdentity, id: string): Promise<MessageDto> {
    const message = await this.messages.shownById(id, caller.userId);
    if (!message || (message.senderId !== caller.userId && message.recipientId !== caller.userId)) {
      throw notFound('Message');
    }
    const otherUserId = message.senderId === caller.userId ? message.recipientId : message.senderId;
    const { facts } = await this.correspondents.between(caller.userId, otherUserId);
    if (!conversationDecision(caller, otherUserId, facts).allowed) throw notFound('Message');
    return message;
  }
}
