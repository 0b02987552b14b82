/** The verification block's words, as the product specifies them. */
export const VERIFICATION_UI_MESSAGES = {
  voted: 'Vote submitted successfully!',
  voteFailed: 'Error voting',
  voteFailedFallback: 'Failed to submit vote',
  removed: 'Verification removed',
  removedByAdmin: 'Verification removed by an admin',
  removeTitle: (trickName: string) => `Remove the verification of ${trickName}?`,
  removeConsequence:
    'The trick stops counting as verified for the poster, its votes are deleted, and this clip will show "Verification removed by an admin" with no more voting. This cannot be undone.',
  removeFailed: 'Error removing verification',
} as const;
