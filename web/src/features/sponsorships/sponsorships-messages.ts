/** What the sponsorship screens say; the spec's wording where it gives one. */
export const SPONSORSHIPS_MESSAGES = {
  requestFailed: 'Failed to send sponsorship request',
  removeFailed: 'Failed to remove sponsorship. Please try again.',
  cancelFailed: 'Failed to cancel the request. Please try again.',
  searchFailed: 'Search failed. Please try again.',
  loadFailed: 'Failed to load sponsorships',
  noAthletes: 'No athletes found',
  noSponsoredAthletes: 'No sponsored athletes yet',
  noSponsors: 'No sponsors yet',
  noPending: 'No pending requests',
  noRejected: 'No rejected requests',
  requested: (username: string) => `Sponsorship request sent to @${username}`,
  cancelled: (username: string) => `Request to @${username} cancelled`,
  removed: (username: string) => `@${username} is no longer sponsored`,
} as const;
