import { MESSAGE_MAX, MESSAGE_MESSAGES } from '@boonies/contracts';
import { DomainError, forbidden } from '@boonies/platform';

/** What the send path knows about the two people before writing anything. */
export interface SendCheck {
  senderId: string;
  recipientId: string;
  /** The users projection has the recipient and the account is active. */
  recipientReachable: boolean;
  /** The recipient's "Allow Direct Messages" switch (on by default). */
  allowMessages: boolean;
  /** A block in either direction. */
  blocked: boolean;
}

/** Why a message may not be sent, in the order a person would want to hear it; `null` when it may. */
export function sendRefusal(check: SendCheck): DomainError | null {
  if (check.senderId === check.recipientId) {
    return new DomainError('VALIDATION_FAILED', MESSAGE_MESSAGES.toSelf, { field: 'recipientId' });
  }
  if (!check.recipientReachable) return new DomainError('NOT_FOUND', MESSAGE_MESSAGES.unknownRecipient);
  // A block is named as such before the switch: unblocking is the remedy, not asking to turn DMs on.
  if (check.blocked) return forbidden(MESSAGE_MESSAGES.blocked);
  if (!check.allowMessages) return forbidden(MESSAGE_MESSAGES.messagesOff);
  return null;
}

/**
 * What the contract's validation cannot see: PostgreSQL counts code points, where the length rule lets
 * variation selectors go uncounted, and text columns cannot hold NUL. Both would otherwise fail the insert.
 */
export function contentProblem(content: string): DomainError | null {
  if (content.includes('\u0000')) {
    return new DomainError('VALIDATION_FAILED', 'Message contains a character that cannot be sent', {
      field: 'content',
    });
  }
  if ([...content].length > MESSAGE_MAX) {
    return new DomainError('VALIDATION_FAILED', MESSAGE_MESSAGES.tooLong, { field: 'content' });
  }
  return null;
}
