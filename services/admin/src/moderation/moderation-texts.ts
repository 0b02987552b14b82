import type { ModerationAction, ReportTargetType } from '@boonies/contracts/admin';

/** How the audit log and notifications name each kind of content. */
export const CONTENT_NOUNS: Record<ReportTargetType, string> = {
  post: 'post',
  reply: 'reply',
  message: 'message',
  profile: 'profile',
};

/** One line of the audit log for a resolved case. */
export function moderationSummary(
  action: ModerationAction,
  targetType: ReportTargetType,
  author: string,
  days: number | null,
): string {
  const noun = CONTENT_NOUNS[targetType];
  switch (action) {
    case 'hide':
      return `Hid a ${noun} by @${author}`;
    case 'warn':
      return `Warned @${author} about a ${noun}`;
    case 'suspend':
      return `Suspended @${author} for ${days ?? '?'} ${days === 1 ? 'day' : 'days'} over a ${noun}`;
    case 'dismiss':
      return `Dismissed the reports on a ${noun} by @${author}`;
  }
}

/** One line of the audit log for a case reopened to undo its resolution. */
export function reopenSummary(
  undone: ModerationAction,
  targetType: ReportTargetType,
  author: string,
): string {
  const noun = CONTENT_NOUNS[targetType];
  switch (undone) {
    case 'hide':
      return `Showed again a ${noun} by @${author} and reopened its reports`;
    case 'suspend':
      return `Reopened the reports on a ${noun} by @${author} after lifting the suspension`;
    default:
      return `Reopened the reports on a ${noun} by @${author}`;
  }
}
