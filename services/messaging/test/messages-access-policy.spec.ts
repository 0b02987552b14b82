import { randomUUID } from 'node:crypto';
import { MESSAGING_RPC } from '@boonies/contracts/messaging';
import {
  POLICY_CASES,
  type PolicyAction,
  type PolicyRelationName,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import { buildPolicyPeople, policyAnswerOf } from '@boonies/service-testing';
import { COUNTERPART_ACTION } from '../src/access/counterpart-access.sql';
import { MessagingTestService } from './support/messaging-test-service';

/**
 * The access policy's table against the real service: each relation × state is built from the auth
 * service's events. Sending answers the `message` cells, and the inbox (the conversation, both boxes, the
 * notifications and the unread badges) answers the `COUNTERPART_ACTION` cells.
 */
describe('direct messages follow the access policy table', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('access-policy');
  });

  afterAll(() => service?.stop());

  const table = new Map(POLICY_CASES.map((c) => [`${c.action}|${c.relation}|${c.state}`, c.expected]));
  const answerAt = (action: PolicyAction, relation: PolicyRelationName, state: PolicyStateName) =>
    table.get(`${action}|${relation}|${state}`);
  /** Every relation × state of `action`, each answered as the table does for the state `stateOf` names. */
  const cellsOf = (action: PolicyAction, stateOf: (state: PolicyStateName) => PolicyStateName = (s) => s) =>
    POLICY_CASES.filter((cell) => cell.action === action).map(
      (cell) => [cell.relation, cell.state, answerAt(action, cell.relation, stateOf(cell.state))] as const,
    );

  /**
   * `hidden_post` is about a post, and the privacy switches about posts, progress and follower lists: for
   * messages, both are a public skater.
   */
  const asMessagesSeeIt = (state: PolicyStateName): PolicyStateName =>
    state === 'hidden_post' || state === 'private' ? 'public' : state;

  describe('sending, and the composer of a conversation the caller may see', () => {
    it.each(cellsOf('message'))('%s × %s → %s', async (relation, state, expected) => {
      const { target, caller } = await buildPolicyPeople(service, relation, state, {
        preferences: true,
        follows: false,
      });

      const send = await policyAnswerOf(
        service.call(MESSAGING_RPC.send, { recipientId: target.userId, content: 'Nice line!' }, caller),
      );
      expect(send).toBe(expected);
      const seen = answerAt(COUNTERPART_ACTION, relation, asMessagesSeeIt(state));
      if (seen !== 'Y') return;
      const { canMessage, cannotMessageReason } = await service.call(
        MESSAGING_RPC.conversation,
        { otherUserId: target.userId },
        caller,
      );
      expect({ canMessage, hasReason: cannotMessageReason !== null }).toEqual({
        canMessage: expected === 'Y',
        hasReason: expected !== 'Y',
      });
    });
  });

  describe('the inbox shows a counterpart only where the policy lets the caller see their things', () => {
    it.each(cellsOf(COUNTERPART_ACTION, asMessagesSeeIt))(
      '%s × %s → %s',
      async (relation, state, expected) => {
        const { target, caller, viewer } = await buildPolicyPeople(service, relation, state, {
          preferences: true,
          follows: false,
        });
        const conversation = await policyAnswerOf(
          service.call(MESSAGING_RPC.conversation, { otherUserId: target.userId }, caller),
        );
        expect(conversation).toBe(expected);
        // The signed-out visitor has no inbox, and oneself is no counterpart of one's own inbox.
        if (!viewer || viewer.userId === target.userId) return;

        // The history written before the block or the account's state: a message each way, and the
        // notification of the target's.
        const fromTarget = await writeMessage(target.userId, viewer.userId);
        const toTarget = await writeMessage(viewer.userId, target.userId);
        const received = await service.call(MESSAGING_RPC.box, { box: 'received' }, caller);
        const sent = await service.call(MESSAGING_RPC.box, { box: 'sent' }, caller);
        const { notifications } = await service.call(MESSAGING_RPC.notifications, {}, caller);
        const summary = await service.call(MESSAGING_RPC.summary, {}, caller);
        const shown = expected === 'Y';
        expect({
          received: received.messages.map(({ id }) => id),
          sent: sent.messages.map(({ id }) => id),
          notifications: notifications.map(({ fromUser }) => fromUser?.id),
          unread: [summary.unreadMessages, summary.unreadNotifications],
        }).toEqual({
          received: shown ? [fromTarget] : [],
          sent: shown ? [toTarget] : [],
          notifications: shown ? [target.userId] : [],
          unread: shown ? [1, 1] : [0, 0],
        });
      },
    );
  });

  /** A message and its notification as the send path writes them, whatever the policy now says. */
  async function writeMessage(senderId: string, recipientId: string): Promise<string> {
    const id = randomUUID();
    await service.query(
      `WITH message AS (
         INSERT INTO messaging.messages (id, sender_id, recipient_id, content, created_at)
         VALUES ($1, $2, $3, 'Before it all', now()))
       INSERT INTO messaging.notifications (id, user_id, type, message, link, from_user_id, source_event_id, created_at)
       VALUES ($4, $3, 'message', 'sent you a message', '/inbox', $2, $1, now())`,
      [id, senderId, recipientId, randomUUID()],
    );
    return id;
  }
});
