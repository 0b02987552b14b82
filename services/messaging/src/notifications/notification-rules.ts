import type { NotificationType } from '@boonies/contracts/messaging';
import { DEFAULT_PREFERENCES, type NotificationPreferences } from '@boonies/contracts/social';
import type { SponsorshipState } from '@boonies/contracts/sponsorships';

/** The Settings switches that decide whether a notification is created (email is not this service's). */
export type NotificationSwitches = Pick<
  NotificationPreferences,
  'posts' | 'messages' | 'mentions' | 'verifications' | 'sponsorships'
>;

/**
 * Which switch governs each kind. Settings has no switch for new followers or follow requests, so those
 * notifications are always created (unless a block stands between the two).
 */
export const SWITCH_OF: Record<NotificationType, keyof NotificationSwitches | null> = {
  follow: null,
  follow_request: null,
  message: 'messages',
  reply: 'posts',
  mention: 'mentions',
  verification: 'verifications',
  sponsorship: 'sponsorships',
  // What moderators decided is always told: there is no switch for it.
  moderation: null,
  // A game waits on its players: every turn, judgment and result is told.
  game: null,
  // An upload that could not be processed is the author's to know: there is no switch for it.
  media: null,
  // A reminder of an event the skater said they would come to: asked for by their own RSVP.
  event: null,
};

/** A `preferences` row as stored, or nothing when the user never changed a switch. */
export interface PreferenceRow {
  notify_posts: boolean | null;
  notify_messages: boolean | null;
  notify_mentions: boolean | null;
  notify_verifications: boolean | null;
  notify_sponsorships: boolean | null;
}

/** The user's switches; a user without stored preferences has the defaults. */
export function switchesOf(row: Partial<PreferenceRow> | undefined): NotificationSwitches {
  const defaults = DEFAULT_PREFERENCES.notifications;
  return {
    posts: row?.notify_posts ?? defaults.posts,
    messages: row?.notify_messages ?? defaults.messages,
    mentions: row?.notify_mentions ?? defaults.mentions,
    verifications: row?.notify_verifications ?? defaults.verifications,
    sponsorships: row?.notify_sponsorships ?? defaults.sponsorships,
  };
}

export interface NotificationCandidate {
  type: NotificationType;
  recipientId: string;
  /** Whose action it reports; `null` when nobody's in particular (the community verified a trick). */
  fromUserId: string | null;
  switches: NotificationSwitches;
  /** A block in either direction between the recipient and `fromUserId`. */
  blocked: boolean;
}

/** Nobody is told about their own action, about someone a block separates them from, or with the switch off. */
export function shouldNotify(candidate: NotificationCandidate): boolean {
  if (candidate.fromUserId !== null && candidate.fromUserId === candidate.recipientId) return false;
  if (candidate.blocked) return false;
  const governing = SWITCH_OF[candidate.type];
  return governing === null || candidate.switches[governing];
}

/** The states someone hears about; a brand removing a sponsorship tells nobody. */
export type SponsorshipStep = Exclude<SponsorshipState, 'removed'>;

export function isSponsorshipStep(status: SponsorshipState): status is SponsorshipStep {
  return status !== 'removed';
}

/** Who hears of a sponsorship's new state: the athlete of a request, the brand of an answer. */
export function sponsorshipAudience(
  status: SponsorshipStep,
  sponsorship: { brandId: string; athleteId: string },
): { userId: string; fromUserId: string } {
  return status === 'pending'
    ? { userId: sponsorship.athleteId, fromUserId: sponsorship.brandId }
    : { userId: sponsorship.brandId, fromUserId: sponsorship.athleteId };
}

/**
 * Following someone again within this many hours of an earlier "started following you" does not notify
 * them again (whether or not they read the first): follow/unfollow cycles make one notification.
 */
export const FOLLOW_NOTIFICATION_COLLAPSE_HOURS = 24;
