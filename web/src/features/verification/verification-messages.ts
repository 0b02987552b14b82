/** The verification block's words, as the product specifies them. */
export const VERIFICATION_UI_MESSAGES = {
  voted: 'Vote submitted successfully!',
  voteFailed: 'Error voting',
  voteFailedFallback: 'Failed to submit vote',
  removed: 'Verification removed',
  removeFailed: 'Error removing verification',
} as const;
