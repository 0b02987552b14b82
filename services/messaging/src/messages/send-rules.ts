import type { CallerIdentity } from '@boonies/contracts/common';
import {
  cannotMessageReason,
  MESSAGE_MAX,
  MESSAGE_MESSAGES,
  messageRefusalText,
} from '@boonies/contracts/messaging';
import {
  decideAccess,
  POLICY_REASONS,
  type PolicyAction,
  type PolicyDecision,
  policyTarget,
} from '@boonies/contracts/policy';
import { DomainError, forbidden, unauthenticated } from '@boonies/platform';
import { COUNTERPART_ACTION } from '../access/counterpart-access.sql';

/**
 * What this service's projections know about the two people, for the access policy: the caller (the
 * sender) and the other skater (the recipient of a message, or the other side of a conversation).
 */
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
  return decideAbout('message', caller, recipientId, facts);
}

/**
 * Whether the caller may see their conversation with `otherUserId`: what the other wrote is theirs, so the
 * policy's `COUNTERPART_ACTION` decides it (gone accounts and blocks either way hide it; a moderator's
 * hidden message keeps its own mark, and the privacy switches are not projected, so they stand at their
 * defaults and bear on no conversation).
 */
export function conversationDecision(
  caller: CallerIdentity,
  otherUserId: string,
  facts: MessageFacts,
): PolicyDecision {
  return decideAbout(COUNTERPART_ACTION, caller, otherUserId, facts);
}

function decideAbout(
  action: PolicyAction,
  caller: CallerIdentity,
  otherUserId: string,
  facts: MessageFacts,
): PolicyDecision {
  if (!facts.recipient) return { allowed: false, denial: 'not_found', reason: POLICY_REASONS.notFound };
  return decideAccess(
    action,
    { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: facts.senderIsBrand },
    policyTarget({ userId: otherUserId, ...facts.recipient }),
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
export function policyRefusal(decision: PolicyDecision): DomainError | null {
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
 * Whether a conversation's composer is open, and if not why, for the web app to show. A conversation the
 * caller may still see but not write in (messages off) says why; one with a skater who turned gone or
 * blocked the caller is not shown at all (`conversationDecision`).
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
