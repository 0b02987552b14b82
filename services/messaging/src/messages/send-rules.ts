import {
  cannotMessageReason,
  decideAccess,
  MESSAGE_MAX,
  MESSAGE_MESSAGES,
  messageRefusalText,
  POLICY_REASONS,
  policyTarget,
  type CallerIdentity,
  type PolicyDecision,
} from '@boonies/contracts';
import { DomainError, forbidden, unauthenticated } from '@boonies/platform';

/** What this service's projections know about the two people, for the access policy. */
export interface MessageFacts {
  /** `null` when the users projection does not know the recipient. */
  recipient: {
    isActive: boolean;
    isSuspended: boolean;
    isBrand: boolean;
    /** The "Allow Direct Messages" switch; `null` without a preferences row (the default, on). */
    allowMessages: boolean | null;
  } | null;
  senderIsBrand: boolean;
  senderBlockedRecipient: boolean;
  recipientBlockedSender: boolean;
}

/**
 * The access policy's answer to "may the caller message this skater?". An unknown recipient is a skater
 * that is not there. Follows and the other privacy switches bear on no message, so they are not projected
 * here; the policy reads them as off and on (the defaults).
 */
export function messageDecision(
  caller: CallerIdentity,
  recipientId: string,
  facts: MessageFacts,
): PolicyDecision {
  if (!facts.recipient) return { allowed: false, denial: 'not_found', reason: POLICY_REASONS.notFound };
  return decideAccess(
    'message',
    { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: facts.senderIsBrand },
    policyTarget({ userId: recipientId, ...facts.recipient }),
    {
      viewerFollowsTarget: false,
      viewerBlockedTarget: facts.senderBlockedRecipient,
      targetBlockedViewer: facts.recipientBlockedSender,
    },
  );
}

/**
 * The policy's refusals in this service's words (the spec's texts), in one place: a skater the caller may
 * not reach (gone, or who blocked the caller) is "No such skater", whatever the reason.
 */
export function sendRefusal(decision: PolicyDecision): DomainError | null {
  if (decision.allowed) return null;
  switch (decision.denial) {
    case 'not_found':
      return new DomainError('NOT_FOUND', MESSAGE_MESSAGES.unknownRecipient);
    case 'unauthenticated':
      return unauthenticated();
    case 'forbidden':
      return forbidden(messageRefusalText(decision.reason));
  }
}

/**
 * Whether a conversation's composer is open, and if not why, for the web app to show. The history stays
 * readable either way; a skater the caller may not reach reads as a closed conversation without saying why.
 */
export function composerState(decision: PolicyDecision): {
  canMessage: boolean;
  cannotMessageReason: string | null;
} {
  return { canMessage: decision.allowed, cannotMessageReason: cannotMessageReason(decision) };
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
