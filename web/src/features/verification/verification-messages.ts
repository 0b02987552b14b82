import type { StandingReason } from '@boonies/contracts/verification';

/** The verification block's words, as the product specifies them. */
export const VERIFICATION_UI_MESSAGES = {
  voted: 'Vote submitted successfully!',
  votedWithoutStanding: 'Thanks — your vote counts once your account has standing',
  voteFailed: 'Error voting',
  voteFailedFallback: 'Failed to submit vote',
  removed: 'Verification removed',
  removedByAdmin: 'Verification removed by an admin',
  removeTitle: (trickName: string) => `Remove the verification of ${trickName}?`,
  removeConsequence:
    'The trick stops counting as verified for the poster, its votes are deleted, and this clip will show "Verification removed by an admin" with no more voting. This cannot be undone.',
  removeFailed: 'Error removing verification',
} as const;

/** Why a vote just cast weighs nothing yet, in a line (the standing card in Settings tells the whole story). */
export const NOT_COUNTED_BECAUSE: Partial<Record<StandingReason, string>> = {
  suspended: 'Votes do not count while the account is suspended.',
  recently_suspended: 'Votes count again some time after a suspension.',
  new_account: 'Votes count once the account is a week old and one of your own tricks is verified.',
  no_verified_trick: 'Votes count once one of your own tricks is verified.',
  votes_disagree: 'Most of your past votes went against the outcome; votes count again as more match.',
  warned: 'Recent warnings from the moderators take the weight off your vote for now.',
};
