/** Reports and moderation: plain rules shared by the services, the gateway and the web app. */
import { SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN } from '../auth/suspension-rules';

/** What can be reported: a post, a reply, a direct message or a profile. */
export const REPORT_TARGET_TYPES = ['post', 'reply', 'message', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The fixed reasons a reporter picks from, in the order the dialog lists them. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'nudity',
  'violence',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  nudity: 'Nudity or sexual content',
  violence: 'Violence or threats',
  impersonation: 'Impersonation',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 500;
export const REPORT_NOTE_MAX = 500;
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_MAX = 50;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_SORTS = ['newest', 'most_reported'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export const MODERATION_ACTIONS = ['hide', 'warn', 'suspend', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_MESSAGES = {
  ownContent: 'You cannot report your own content',
  alreadyResolved: 'This report has already been resolved',
  stillOpen: 'This report is still open',
  warningKept: 'A warning has already reached its skater and cannot be undone',
  reportedAgain: 'This content has been reported again: its new case is in the queue',
  daysRequired: `Choose a suspension of ${SUSPENSION_DAYS_MIN} to ${SUSPENSION_DAYS_MAX} days`,
  notOnYourself: 'You cannot suspend yourself',
  notOnAdmins: 'Admins cannot be suspended',
  profileNotHideable: 'A profile cannot be hidden: warn or suspend its owner instead',
  reported: 'Thanks, our moderators will take a look',
} as const;

/**
 * The actions a moderator may undo by reopening the case: a hidden item is shown again, a suspension from
 * the queue is lifted, a dismissal is taken back. A warning has already reached its skater.
 */
export const UNDOABLE_ACTIONS: readonly ModerationAction[] = ['hide', 'suspend', 'dismiss'];

export function isUndoable(action: ModerationAction): boolean {
  return UNDOABLE_ACTIONS.includes(action);
}

/** What a moderator may hide: posts, replies and messages. A profile's owner is warned or suspended. */
export function isHideable(targetType: 'post' | 'reply' | 'message' | 'profile'): boolean {
  return targetType !== 'profile';
}
