import type { PuppetModeChangedV1, UserFlagsChangedV1 } from '@boonies/contracts';

type EventData = Record<string, unknown>;

const text = (data: EventData, field: string): string | undefined =>
  typeof data[field] === 'string' ? (data[field] as string) : undefined;

/** A message's or post's words, shortened to fit one line of the log. */
function excerpt(value: string | undefined, max = 60): string {
  if (!value) return '';
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? ` "${flat.slice(0, max - 1)}…"` : ` "${flat}"`;
}

/** What one event says was done, in a few words, for events taken in puppet mode. */
const SUMMARIES: Record<string, (data: EventData) => string> = {
  'posts.post-created': (data) => {
    if (text(data, 'parentPostId')) return 'Replied to a post';
    return text(data, 'postType') === 'trick_video' ? 'Posted a trick video' : 'Posted';
  },
  'posts.post-deleted': () => 'Deleted a post',
  'posts.post-reviewed': (data) =>
    `Set a post's review to ${text(data, 'verificationStatus') ?? 'a new state'}`,
  'auth.user-updated': () => 'Edited the profile',
  'auth.followed': () => 'Followed a skater',
  'auth.unfollowed': () => 'Unfollowed a skater',
  'auth.blocked': () => 'Blocked a skater',
  'auth.unblocked': () => 'Unblocked a skater',
  'auth.preferences-changed': () => 'Changed settings',
  'auth.session-revoked': () => 'Signed out a session',
  'messaging.message-sent': (data) => `Sent a direct message${excerpt(text(data, 'content'))}`,
  'messaging.message-read': () => 'Read a direct message',
  'tricks.progress-changed': (data) =>
    `Marked ${text(data, 'trickId') ?? 'a trick'} as ${data.learned === true ? 'learned' : 'not learned'}`,
  'tricks.trick-changed': (data) =>
    `Edited the trick ${text(data, 'name') ?? text(data, 'trickId') ?? ''}`.trim(),
  'verification.verification-changed': () => 'Changed a trick verification',
  'verification.trick-verified': () => 'Verified a trick',
  'verification.trick-unverified': () => 'Unverified a trick',
  'sponsorships.sponsorship-changed': (data) => `Sponsorship ${text(data, 'status') ?? 'changed'}`,
};

/** The fields that name what an event acted on, most specific first. */
const SUBJECT_FIELDS = [
  'postId',
  'messageId',
  'sponsorshipId',
  'verificationId',
  'followingId',
  'blockedId',
  'trickId',
  'userId',
];

export function summarizeEvent(type: string, data: EventData): string {
  return SUMMARIES[type]?.(data) ?? `Caused ${type}`;
}

export function subjectOf(data: EventData): string | null {
  for (const field of SUBJECT_FIELDS) {
    const value = text(data, field);
    if (value) return value;
  }
  return null;
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
    return [];
  });
  return `${parts.join(' and ') || 'Changed the flags of'} @${username}`;
}
