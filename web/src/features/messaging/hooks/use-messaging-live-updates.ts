import type { MessageDto, MessagePageDto } from '@boonies/contracts/messaging';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { appendToConversation } from '../api/send-message';
import { stoppedTyping, useTypingPushes } from '../typing-store';
import {
  conversationKey,
  conversationListKey,
  inboxSummaryKey,
  messageBoxKey,
  messagesKey,
  notificationsKey,
  sponsorshipsKey,
} from '@/lib/query-keys';

type MessageData = InfiniteData<MessagePageDto, string | null>;

/**
 * Keeps the inbox, the open chat and the header's dot in step with the server's pushes: new messages,
 * read receipts, conversations read elsewhere, typing and notifications. After a reconnect, whatever may
 * have been missed is fetched again.
 */
export function useMessagingLiveUpdates(signedInUserId: string): void {
  const queryClient = useQueryClient();

  useRealtimeEvent(REALTIME_EVENTS.messageCreated, (push) => {
    const mine = push.senderId === signedInUserId;
    const otherId = mine ? push.recipientId : push.senderId;
    appendPushed(queryClient, otherId, push);
    if (!mine) stoppedTyping(otherId);
    void queryClient.invalidateQueries({ queryKey: conversationKey(otherId) });
    void queryClient.invalidateQueries({ queryKey: conversationListKey });
    void queryClient.invalidateQueries({ queryKey: messageBoxKey(mine ? 'sent' : 'received') });
    if (!mine) void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
  });

  useRealtimeEvent(REALTIME_EVENTS.messageRead, ({ messageId, readAt }) => {
    queryClient.setQueriesData<MessageData>({ queryKey: messagesKey }, (data) =>
      markRead(data, messageId, readAt),
    );
  });

  // This user read a conversation in another tab: its unread count is gone here too.
  useRealtimeEvent(REALTIME_EVENTS.conversationRead, ({ counterpartId }) => {
    void queryClient.invalidateQueries({ queryKey: conversationListKey });
    void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    void queryClient.invalidateQueries({ queryKey: conversationKey(counterpartId) });
  });

  // The counterpart opened the conversation: "Seen" under the last message sent to them.
  useRealtimeEvent(REALTIME_EVENTS.conversationSeen, ({ readerId }) => {
    void queryClient.invalidateQueries({ queryKey: conversationKey(readerId) });
    void queryClient.invalidateQueries({ queryKey: conversationListKey });
  });

  useTypingPushes();

  useRealtimeEvent(REALTIME_EVENTS.notificationCreated, ({ type }) => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    // A request arrived or was answered: the inbox tab, the manager and profile sections follow.
    if (type === 'sponsorship') void queryClient.invalidateQueries({ queryKey: sponsorshipsKey });
  });

  useRealtimeEvent('realtime:reconnected', () => {
    for (const queryKey of [messagesKey, notificationsKey, inboxSummaryKey, sponsorshipsKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}

/**
 * Shows a pushed message in its cached conversation straight away, using the participants the cache
 * already knows; the refetch that follows brings the server's copy.
 */
function appendPushed(
  queryClient: QueryClient,
  otherId: string,
  push: { messageId: string; senderId: string; recipientId: string; content: string; createdAt: string },
): void {
  queryClient.setQueryData<MessageData>(conversationKey(otherId), (data) => {
    const known = data?.pages.flatMap((page) => page.messages) ?? [];
    const people = new Map(
      known.flatMap((message) => [message.sender, message.recipient]).map((u) => [u.id, u]),
    );
    const sender = people.get(push.senderId);
    const recipient = people.get(push.recipientId);
    if (!sender || !recipient) return data;
    const message: MessageDto = {
      id: push.messageId,
      senderId: push.senderId,
      recipientId: push.recipientId,
      content: push.content,
      createdAt: push.createdAt,
      readAt: null,
      editedByStaff: false,
      sender,
      recipient,
    };
    return appendToConversation(data, message);
  });
}

function markRead(data: MessageData | undefined, messageId: string, readAt: string): MessageData | undefined {
  if (!data?.pages) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((message) => message.id === messageId)) return page;
    changed = true;
    return {
      ...page,
      messages: page.messages.map((message) => (message.id === messageId ? { ...message, readAt } : message)),
    };
  });
  return changed ? { ...data, pages } : data;
}
