import { defineRpc } from '../rpc/rpc-definition';
import type {
  AdminEditMessageRequest,
  AdminMessageDto,
  AdminMessagePageDto,
  AdminMessageQuery,
} from './admin-messages.dto';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  ConversationListDto,
  ConversationListQuery,
  ConversationPageDto,
  ConversationRequest,
  CounterpartParam,
  InboxSummaryDto,
  MarkedReadDto,
  MayMessageDto,
  MayMessageRequest,
  MessageBoxQuery,
  MessageDto,
  MessageIdParam,
  MessagePageDto,
  NotificationDto,
  NotificationIdParam,
  NotificationListQuery,
  NotificationPageDto,
  SendMessageDto,
} from './messaging.dto';
import type { PushSubscriptionChangeDto, SubscribePushDto, UnsubscribePushDto } from './push.dto';

/** The requests the messaging service answers, `rpc.messaging.<operation>`, with their request and response types. */
export const MESSAGING_RPC = {
  send: defineRpc<SendMessageDto, MessageDto>('messaging', 'send'),
  conversation: defineRpc<ConversationRequest, ConversationPageDto>('messaging', 'conversation'),
  box: defineRpc<MessageBoxQuery, MessagePageDto>('messaging', 'box'),
  markRead: defineRpc<MessageIdParam, MessageDto>('messaging', 'mark-read'),
  notifications: defineRpc<NotificationListQuery, NotificationPageDto>('messaging', 'notifications'),
  markNotificationRead: defineRpc<NotificationIdParam, NotificationDto>(
    'messaging',
    'mark-notification-read',
  ),
  markAllNotificationsRead: defineRpc<NoPayload, MarkedReadDto>('messaging', 'mark-all-notifications-read'),
  summary: defineRpc<NoPayload, InboxSummaryDto>('messaging', 'summary'),
  adminList: defineRpc<AdminMessageQuery, AdminMessagePageDto>('messaging', 'admin-list'),
  adminEdit: defineRpc<AdminEditMessageRequest, AdminMessageDto>('messaging', 'admin-edit'),
  message: defineRpc<MessageIdParam, MessageDto>('messaging', 'message'),
  subscribePush: defineRpc<SubscribePushDto, PushSubscriptionChangeDto>('messaging', 'subscribe-push'),
  unsubscribePush: defineRpc<UnsubscribePushDto, PushSubscriptionChangeDto>('messaging', 'unsubscribe-push'),
  conversations: defineRpc<ConversationListQuery, ConversationListDto>('messaging', 'conversations'),
  markConversationRead: defineRpc<CounterpartParam, MarkedReadDto>('messaging', 'mark-conversation-read'),
  mayMessage: defineRpc<MayMessageRequest, MayMessageDto>('messaging', 'may-message'),
} as const;
