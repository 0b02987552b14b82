import type { ModerationAction, ReportTargetType } from '@boonies/contracts/admin';

const NOUNS: Record<ReportTargetType, string> = {
  post: 'post',
  reply: 'reply',
  message: 'message',
  profile: 'profile',
};

/** What a reporter hears once moderators closed their report. */
export function reportOutcomeText(action: ModerationAction, targetType: ReportTargetType): string {
  const noun = NOUNS[targetType];
  switch (action) {
    case 'hide':
      return `Thanks for your report: we hid the ${noun}`;
    case 'warn':
      return `Thanks for your report: we warned the ${targetType === 'profile' ? 'account' : `${noun}'s author`}`;
    case 'suspend':
      return `Thanks for your report: we suspended the account`;
    case 'dismiss':
      return `Thanks for your report: we reviewed it and left it up`;
  }
}

/** What the author of reported content hears when a moderator warns them. */
export function warningText(targetType: ReportTargetType, note: string | null | undefined): string {
  const base = `A moderator warned you about your ${NOUNS[targetType]}: please keep to the community rules`;
  const text = note ? `${base}. "${note.replace(/\s+/g, ' ').trim()}"` : base;
  return text.length > 300 ? `${text.slice(0, 298)}…"` : text;
}
