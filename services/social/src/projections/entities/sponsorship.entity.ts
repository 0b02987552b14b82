import { sponsorshipsTable } from '@boonies/platform';

/** The latest state of each sponsorship (`sponsorships.sponsorship-changed`): the owner's profile reads whether an athlete is sponsored. */
export const SPONSORSHIPS = sponsorshipsTable();
