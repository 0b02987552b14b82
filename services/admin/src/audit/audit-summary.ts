import type { PuppetModeChangedV1, UserFlagsChangedV1 } from '@boonies/contracts/auth';
import { currentEventType } from '@boonies/contracts/auth';
import type { ActionTarget, ActionTargetType } from '@boonies/contracts/events';

type EventData = Record<string, unknown>;

const text = (data: EventData, field: string): string | undefined =>
  typeof data[field] === 'string' ? (data[field] as string) : undefined;

/** A message's or post's words, shortened to fit one line of the log. */
function excerpt(value: string | undefined, max = 60): string {
  if (!value) return '';
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? ` "${flat.slice(0, max - 1)}…"` : ` "${flat}"`;
}

/** Whether an event was taken with admin power, for the one summary that tells actions apart by it. */
export interface EventTaken {
  asAdmin: boolean;
}

/** A record of a trick as it stands after the change: whether learned, and verified. */
function progressState(data: EventData): string {
  if (data.learned !== true) return 'not learned';
  return data.verified === true ? 'learned and verified' : 'learned';
}

/** What one event says was done, in a few words, for events taken in puppet mode or with admin power. */
const SUMMARIES: Record<string, (data: EventData, taken: EventTaken) => string> = {
  'posts.post-created': (data) => {
    if (text(data, 'parentPostId')) return 'Replied to a post';
    return text(data, 'postType') === 'trick_video' ? 'Posted a trick video' : 'Posted';
  },
  'posts.post-deleted': () => 'Deleted a post',
  'posts.reaction-changed': (data) => {
    if (data.reactionType === 'like') return 'Liked a post';
    return data.reactionType === 'dislike' ? 'Disliked a post' : 'Took back a reaction to a post';
  },
  'posts.post-reviewed': (data) =>
    `Set a post's review to ${text(data, 'verificationStatus') ?? 'a new state'}`,
  // An admin edits only their own profile, and flags and suspensions have entries of their own: with admin
  // power, a new profile revision is an account brought back.
  'auth.user-updated': (data, { asAdmin }) =>
    asAdmin ? `Reactivated @${text(data, 'username') ?? 'an account'}` : 'Edited the profile',
  'social.followed': () => 'Followed a skater',
  'social.unfollowed': () => 'Unfollowed a skater',
  'social.blocked': () => 'Blocked a skater',
  'social.unblocked': () => 'Unblocked a skater',
  'social.preferences-changed': () => 'Changed settings',
  'auth.session-revoked': () => 'Signed out a session',
  'messaging.message-sent': (data) => `Sent a direct message${excerpt(text(data, 'content'))}`,
  'messaging.message-read': () => 'Read a direct message',
  'messaging.message-edited': (data) => `Edited a direct message to${excerpt(text(data, 'content'))}`,
  'messaging.admin-messages-read': (data) => {
    const shown = Array.isArray(data.messageIds) ? data.messageIds.length : 0;
    const whose = text(data, 'userId') ? "a skater's" : "everyone's";
    return `Read ${whose} direct messages (${shown} shown)`;
  },
  'tricks.progress-removed': (data) =>
    `Removed all progress (${typeof data.removed === 'number' ? data.removed : 0} records)`,
  'tricks.progress-changed': (data) =>
    `Marked ${text(data, 'trickId') ?? 'a trick'} as ${progressState(data)}`,
  'tricks.trick-changed': (data) =>
    `Edited the trick ${text(data, 'name') ?? text(data, 'trickId') ?? ''}`.trim(),
  'verification.verification-changed': (data) =>
    data.removed === true ? 'Removed a trick verification' : 'Changed a trick verification',
  'verification.verification-decided': (data) =>
    `Decided a contested verification: ${text(data, 'verdict') ?? 'a verdict'}`,
  'verification.trick-verified': () => 'Verified a trick',
  'verification.trick-unverified': () => 'Unverified a trick',
  'admin.report-filed': (data) => `Reported a ${text(data, 'targetType') ?? 'piece of content'}`,
  'sponsorships.sponsorship-changed': (data) => `Sponsorship ${text(data, 'status') ?? 'changed'}`,
};

/** The fields that name what an event acted on, most specific first, and the kind each names. */
const SUBJECT_FIELDS: readonly (readonly [string, ActionTargetType])[] = [
  ['postId', 'post'],
  ['messageId', 'message'],
  ['sponsorshipId', 'sponsorship'],
  ['verificationId', 'verification'],
  ['followingId', 'user'],
  ['blockedId', 'user'],
  ['trickId', 'trick'],
  ['userId', 'user'],
];

export function summarizeEvent(type: string, data: EventData, taken: EventTaken): string {
  // An event that moved to another producer reads alike from either producer's copy.
  return SUMMARIES[currentEventType(type)]?.(data, taken) ?? `Caused ${type}`;
}

/**
 * What an event acted on, read from its data when the producer did not name it in the envelope: the kind
 * and id, and the owner only where the id is itself a person.
 */
export function targetOf(data: EventData): ActionTarget | null {
  for (const [field, type] of SUBJECT_FIELDS) {
    const id = text(data, field);
    if (id) return { type, id, ownerId: type === 'user' ? id : null };
  }
  return null;
}

export function subjectOf(data: EventData): string | null {
  return targetOf(data)?.id ?? null;
}

export function summarizePuppetMode({ mode, puppetUsername }: PuppetModeChangedV1): string {
  return mode === 'assumed'
    ? `Assumed the puppet @${puppetUsername}`
    : `Returned from the puppet @${puppetUsername}`;
}

export function summarizeUserFlags({ username, changed, isVerified, isTrusted }: UserFlagsChangedV1): string {
  const flags = changed?.length ? changed : ['isVerified', 'isTrusted'];
  const parts = flags.flatMap((flag) => {
    if (flag === 'isVerified') return [isVerified ? 'Verified' : 'Unverified'];
    if (flag === 'isTrusted') return [isTrusted ? 'Trusted' : 'Removed trust from'];
    // Granted by an operator from the auth service's command line, never taken back there.
    if (flag === 'isAdmin') return ['Made an admin of'];
    if (flag === 'isBrand') return ['Made a brand of'];
    return [];
  });
  return `${parts.join(' and ') || 'Changed the flags of'} @${username}`;
}
