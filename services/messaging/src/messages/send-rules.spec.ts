import type { CallerIdentity } from '@boonies/contracts/common';
import { MESSAGE_MESSAGES } from '@boonies/contracts/messaging';
import {
  composerState,
  contentProblem,
  type MessageFacts,
  messageDecision,
  policyRefusal,
} from './send-rules';

const sender: CallerIdentity = { userId: 'sender', isAdmin: false, sessionId: 'session' };
const facts = (overrides: Partial<MessageFacts> = {}): MessageFacts => ({
  recipient: { isActive: true, isSuspended: false, isBrand: false, allowMessages: null },
  senderIsBrand: false,
  senderBlockedRecipient: false,
  recipientBlockedSender: false,
  ...overrides,
});
const refusalOf = (recipientId: string, overrides: Partial<MessageFacts> = {}) =>
  policyRefusal(messageDecision(sender, recipientId, facts(overrides)))?.toBody() ?? null;

describe("the access policy's refusals in the messaging spec's words", () => {
  it('lets a message through when nothing stands in the way', () => {
    expect(refusalOf('recipient')).toBeNull();
  });

  it.each<[string, string, Partial<MessageFacts>, object]>([
    ['yourself', 'sender', {}, { code: 'FORBIDDEN', error: MESSAGE_MESSAGES.toSelf }],
    ['an unknown skater', 'recipient', { recipient: null }, { code: 'NOT_FOUND', error: 'No such skater' }],
    [
      'a suspended skater',
      'recipient',
      { recipient: { isActive: true, isSuspended: true, isBrand: false, allowMessages: true } },
      { code: 'NOT_FOUND', error: MESSAGE_MESSAGES.unknownRecipient },
    ],
    [
      'a skater who blocked you',
      'recipient',
      { recipientBlockedSender: true },
      { code: 'NOT_FOUND', error: MESSAGE_MESSAGES.unknownRecipient },
    ],
    [
      'a skater you blocked',
      'recipient',
      { senderBlockedRecipient: true },
      { code: 'FORBIDDEN', error: MESSAGE_MESSAGES.blocked },
    ],
    [
      'a skater with messages off',
      'recipient',
      { recipient: { isActive: true, isSuspended: false, isBrand: false, allowMessages: false } },
      { code: 'FORBIDDEN', error: MESSAGE_MESSAGES.messagesOff },
    ],
  ])('refuses a message to %s', (_, recipientId, overrides, refusal) => {
    expect(refusalOf(recipientId, overrides)).toEqual(refusal);
  });

  it("closes a conversation's composer without saying that the other skater blocked you", () => {
    const decide = (overrides: Partial<MessageFacts>) =>
      composerState(messageDecision(sender, 'recipient', facts(overrides)));
    expect(decide({})).toEqual({ canMessage: true, cannotMessageReason: null });
    expect(decide({ recipientBlockedSender: true })).toEqual({
      canMessage: false,
      cannotMessageReason: MESSAGE_MESSAGES.conversationClosed,
    });
    expect(decide({ senderBlockedRecipient: true })).toEqual({
      canMessage: false,
      cannotMessageReason: MESSAGE_MESSAGES.blocked,
    });
  });
});

describe('contentProblem', () => {
  it('accepts 1000 characters, emoji counted as one each', () => {
    expect(contentProblem('a'.repeat(1000))).toBeNull();
    expect(contentProblem('🛹'.repeat(1000))).toBeNull();
  });

  it('counts what the database counts: variation selectors are characters too', () => {
    expect(contentProblem('❤\uFE0F'.repeat(501))?.toBody()).toEqual({
      code: 'VALIDATION_FAILED',
      error: MESSAGE_MESSAGES.tooLong,
      field: 'content',
    });
  });

  it('refuses a NUL character, which a text column cannot hold', () => {
    expect(contentProblem('hi\u0000there')?.toBody()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'content',
    });
  });
});
