import type { ReportTargetType } from '@boonies/contracts/admin';

/** Reporting's wording, kept together so the dialog and its tests agree. */
export const REPORT_MESSAGES = {
  title: (noun: string) => `Report this ${noun}`,
  description: 'Tell our moderators what is wrong. The author is not told who reported it.',
  reasonRequired: 'Choose a reason',
  reported: 'Thanks, our moderators will take a look',
  failed: 'Could not send your report',
} as const;

export const REPORT_NOUNS: Record<ReportTargetType, string> = {
  post: 'post',
  reply: 'reply',
  message: 'message',
  profile: 'profile',
};
