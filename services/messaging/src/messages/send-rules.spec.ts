import { MESSAGE_MESSAGES } from '@boonies/contracts';
import { contentProblem, type SendCheck, sendRefusal } from './send-rules';

const check = (overrides: Partial<SendCheck> = {}): SendCheck => ({
  senderId: 'sender',
  recipientId: 'recipient',
  recipientReachable: true,
  allowMessages: true,
  blocked: false,
  ...overrides,
});

describe('sendRefusal', () => {
  it('lets a message through when nothing stands in the way', () => {
    expect(sendRefusal(check())).toBeNull();
  });

  it('refuses a message to yourself as bad input on recipientId', () => {
    expect(sendRefusal(check({ recipientId: 'sender' }))?.toBody()).toEqual({
      code: 'VALIDATION_FAILED',
      error: MESSAGE_MESSAGES.toSelf,
      field: 'recipientId',
    });
  });

  it('answers not found for an unknown or deactivated recipient', () => {
    expect(sendRefusal(check({ recipientReachable: false }))?.toBody()).toEqual({
      code: 'NOT_FOUND',
      error: MESSAGE_MESSAGES.unknownRecipient,
    });
  });

  it('refuses when the recipient turned direct messages off', () => {
    expect(sendRefusal(check({ allowMessages: false }))?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: MESSAGE_MESSAGES.messagesOff,
    });
  });

  it('refuses across a block, and says so even when direct messages are off too', () => {
    expect(sendRefusal(check({ blocked: true, allowMessages: false }))?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: MESSAGE_MESSAGES.blocked,
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
