import { describeSqlSnapshots, sqlCatalogue, type SqlCall } from '@boonies/service-testing';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { BenchContentRepository } from '../src/bench-content/bench-content.repository';
import { CorrespondentsRepository } from '../src/messages/correspondents.repository';
import { type MessageList, MessagesRepository, type NewMessage } from '../src/messages/messages.repository';
import { ActivityFactsRepository } from '../src/notifications/activity-facts.repository';
import { FollowRequestNotificationsRepository } from '../src/notifications/follow-request-notifications.repository';
import { MediaPostsRepository } from '../src/notifications/media-posts.repository';
import type { NewNotification } from '../src/notifications/notification-view';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import type { PagePosition } from '../src/paging/page-cursor';
import { PushRepository } from '../src/push/push.repository';
import { InboxSummaryRepository } from '../src/summary/inbox-summary.repository';
import { MessagingTestService } from './support/messaging-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const VIEWER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const MESSAGE = '00000000-0000-4000-8000-000000000003';
const SOURCE = '00000000-0000-4000-8000-000000000004';
const SESSION = '00000000-0000-4000-8000-000000000005';
const AT = '2024-01-01T00:00:00.000Z';
const POSITION: PagePosition = { createdAt: AT, id: MESSAGE };
const FIRST_PAGE = { position: null, limit: 20 };
const NEXT_PAGE = { position: POSITION, limit: 20 };

const NEW_MESSAGE: NewMessage = {
  id: MESSAGE,
  senderId: VIEWER,
  recipientId: OTHER,
  content: 'see you at the bowl',
  createdAt: new Date(AT),
};

const NEW_NOTIFICATION: NewNotification = {
  id: SOURCE,
  userId: VIEWER,
  type: 'message',
  message: 'sent you a message',
  link: null,
  fromUserId: OTHER,
  sourceEventId: SOURCE,
  createdAt: new Date(AT),
};

const LISTS: Record<string, MessageList> = {
  conversation: { kind: 'conversation', userId: VIEWER, otherUserId: OTHER },
  received: { kind: 'received', userId: VIEWER },
  sent: { kind: 'sent', userId: VIEWER },
};

/** Each list of messages, from its newest and after a position. */
function pageCalls(): Record<string, SqlCall<MessagesRepository>> {
  const calls: Record<string, SqlCall<MessagesRepository>> = {};
  for (const [name, list] of Object.entries(LISTS)) {
    calls[`${name}, first page`] = (r) => r.page(list, FIRST_PAGE);
    calls[`${name}, after a position`] = (r) => r.page(list, NEXT_PAGE);
  }
  return calls;
}

/** Runs `work` in a rolled-back transaction that holds a message first. */
function withMessage<T>(
  r: MessagesRepository,
  c: Parameters<SqlCall<MessagesRepository>>[1],
  work: (m: EntityManager) => Promise<T>,
): Promise<T> {
  return c.inTransaction(async (m) => {
    await c.unrecorded(() => r.insert(m, NEW_MESSAGE));
    return work(m);
  });
}

describeSqlSnapshots((label) => MessagingTestService.start(label), path.join(__dirname, '../sql'), {
  'activity-facts.repository': sqlCatalogue({
    repository: ActivityFactsRepository,
    calls: {
      trickName: { read: (r, c) => c.inTransaction((m) => r.trickName(m, 'fix-1')) },
      lockSponsorshipStatus: { read: (r, c) => c.inTransaction((m) => r.lockSponsorshipStatus(m, SOURCE)) },
    },
  }),
  'bench-content.repository': sqlCatalogue({
    repository: BenchContentRepository,
    calls: { load: { 'a small load': (r) => r.load({ users: 3, messages: 4 }) } },
  }),
  'correspondents.repository': sqlCatalogue({
    repository: CorrespondentsRepository,
    calls: { between: { read: (r) => r.between(VIEWER, OTHER) } },
  }),
  'follow-request-notifications.repository': sqlCatalogue({
    repository: FollowRequestNotificationsRepository,
    calls: { clear: { write: (r, c) => c.inTransaction((m) => r.clear(m, VIEWER, OTHER)) } },
  }),
  'inbox-summary.repository': sqlCatalogue({
    repository: InboxSummaryRepository,
    calls: { countsFor: { read: (r) => r.countsFor(VIEWER) } },
  }),
  'media-posts.repository': sqlCatalogue({
    repository: MediaPostsRepository,
    calls: {
      record: { write: (r, c) => c.inTransaction((m) => r.record(m, SOURCE, MESSAGE)) },
      postOf: { read: (r, c) => c.inTransaction((m) => r.postOf(m, SOURCE)) },
    },
  }),
  'messages.repository': sqlCatalogue({
    repository: MessagesRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, NEW_MESSAGE)) },
      markConversationRead: {
        write: (r, c) => c.inTransaction((m) => r.markConversationRead(m, OTHER, VIEWER, new Date(AT))),
      },
      conversations: {
        'first page': (r) => r.conversations(VIEWER, FIRST_PAGE),
        'after a position': (r) => r.conversations(VIEWER, NEXT_PAGE),
      },
      markRead: { write: (r, c) => c.inTransaction((m) => r.markRead(m, MESSAGE, OTHER, new Date(AT))) },
      markNotificationOfMessageRead: {
        write: (r, c) =>
          c.inTransaction((m) => r.markNotificationOfMessageRead(m, MESSAGE, OTHER, new Date(AT))),
      },
      readerOf: { read: (r, c) => c.inTransaction((m) => r.readerOf(m, MESSAGE)) },
      lockForEdit: { read: (r, c) => c.inTransaction((m) => r.lockForEdit(m, MESSAGE)) },
      editByStaff: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.editByStaff(m, MESSAGE, { content: 'edited', editedAt: new Date(AT), editedBy: OTHER }),
          ),
      },
      moderate: { write: (r, c) => c.inTransaction((m) => r.moderate(m, MESSAGE, true, AT)) },
      shownById: { read: (r) => r.shownById(MESSAGE, VIEWER) },
      page: pageCalls(),
      shownToAdmin: { read: (r, c) => withMessage(r, c, (m) => r.shownToAdmin(m, MESSAGE)) },
      adminPage: {
        'everyone, first page': (r, c) => c.inTransaction((m) => r.adminPage(m, undefined, FIRST_PAGE)),
        'everyone, after a position': (r, c) => c.inTransaction((m) => r.adminPage(m, undefined, NEXT_PAGE)),
        'one user, first page': (r, c) => c.inTransaction((m) => r.adminPage(m, VIEWER, FIRST_PAGE)),
        'one user, after a position': (r, c) => c.inTransaction((m) => r.adminPage(m, VIEWER, NEXT_PAGE)),
      },
      ofUser: { sender: (r) => r.ofUser('sender', VIEWER), recipient: (r) => r.ofUser('recipient', VIEWER) },
    },
  }),
  'notifications.repository': sqlCatalogue({
    repository: NotificationsRepository,
    calls: {
      page: {
        'first page': (r) => r.page(VIEWER, null, 20),
        'after a position': (r) => r.page(VIEWER, POSITION, 20),
      },
      markRead: { write: (r) => r.markRead(SOURCE, VIEWER, new Date(AT)) },
      ownerOf: { read: (r) => r.ownerOf(SOURCE) },
      markAllRead: { write: (r) => r.markAllRead(VIEWER, new Date(AT)) },
      recipientContext: { read: (r, c) => c.inTransaction((m) => r.recipientContext(m, VIEWER, OTHER)) },
      hasRecent: { read: (r, c) => c.inTransaction((m) => r.hasRecent(m, VIEWER, 'message', OTHER, 1)) },
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, NEW_NOTIFICATION)) },
      archiveOf: { read: (r) => r.archiveOf(VIEWER) },
    },
  }),
  'push.repository': sqlCatalogue({
    repository: PushRepository,
    calls: {
      subscribe: {
        write: (r) =>
          r.subscribe({
            id: SOURCE,
            userId: VIEWER,
            sessionId: SESSION,
            endpoint: 'https://push.example/snapshot',
            p256dh: 'key',
            auth: 'auth',
            createdAt: new Date(AT),
          }),
      },
      removeOwn: { write: (r) => r.removeOwn(VIEWER, 'https://push.example/snapshot') },
      removeSession: { write: (r, c) => c.inTransaction((m) => r.removeSession(m, SESSION)) },
      removeById: { write: (r, c) => c.inTransaction((m) => r.removeById(m, SOURCE)) },
      targets: { read: (r, c) => c.inTransaction((m) => r.targets(m, VIEWER)) },
      claim: { write: (r, c) => c.inTransaction((m) => r.claim(m, SOURCE, SOURCE)) },
      notification: { read: (r, c) => c.inTransaction((m) => r.notification(m, SOURCE)) },
      facts: { read: (r, c) => c.inTransaction((m) => r.facts(m, VIEWER, OTHER)) },
    },
  }),
});
