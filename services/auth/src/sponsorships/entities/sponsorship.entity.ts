import { sponsorshipsTable } from '@boonies/platform';

/** The latest state of each sponsorship (`sponsorships.sponsorship-changed`): athletes' status rules read it. */
export const SPONSORSHIPS = sponsorshipsTable();
