import { POLICY_CASES, RPC } from '@boonies/contracts';
import { buildPolicyPeople, policyAnswerOf } from '@boonies/service-testing';
import { MessagingTestService } from './support/messaging-test-service';

/**
 * The access policy's `message` cells against the real service: each relation × state is built from the
 * auth service's events, then sending answers as the table says, and the conversation's composer is open
 * exactly where sending is allowed. `hidden_post` is about a post, so for messages it is a public skater.
 */
describe('direct messages follow the access policy table', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('access-policy');
  });

  afterAll(() => service?.stop());

  const cases = POLICY_CASES.filter((cell) => cell.action === 'message').map(
    (cell) => [cell.relation, cell.state, cell.expected] as const,
  );

  it.each(cases)('%s × %s → %s', async (relation, state, expected) => {
    const { target, caller } = await buildPolicyPeople(service, relation, state, {
      preferences: true,
      follows: false,
    });

    const send = await policyAnswerOf(
      service.call(RPC.messaging.send, { recipientId: target.userId, content: 'Nice line!' }, caller),
    );
    const conversation = service.call(RPC.messaging.conversation, { otherUserId: target.userId }, caller);
    if (relation === 'anonymous') {
      expect({ send, conversation: await policyAnswerOf(conversation) }).toEqual({
        send: 'U',
        conversation: 'U',
      });
      return;
    }
    const { canMessage, cannotMessageReason } = await conversation;
    expect({ send, canMessage, hasReason: cannotMessageReason !== null }).toEqual({
      send: expected,
      canMessage: expected === 'Y',
      hasReason: expected !== 'Y',
    });
  });
});
