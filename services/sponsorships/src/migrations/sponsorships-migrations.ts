import { CreateSponsorships1763800000000 } from './create-sponsorships.migration';
import { CreateUsers1763800000001 } from './create-users.migration';
import { AddAccessProjections1763800000002 } from './add-access-projections.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const SPONSORSHIPS_MIGRATIONS = [
  CreateSponsorships1763800000000,
  CreateUsers1763800000001,
  AddAccessProjections1763800000002,
];
