import { AddAccessProjections1763740000002 } from './add-access-projections.migration';
import { AddStandingAndReview1763740000003 } from './add-standing-and-review.migration';
import { AddStandingReports1763740000004 } from './add-standing-reports.migration';
import { CreateVerifications1763740000000 } from './create-verifications.migration';
import { CreateVoters1763740000001 } from './create-voters.migration';

/** In the order they run, after the messaging tables every service has. */
export const VERIFICATION_MIGRATIONS = [
  CreateVerifications1763740000000,
  CreateVoters1763740000001,
  AddAccessProjections1763740000002,
  AddStandingAndReview1763740000003,
  AddStandingReports1763740000004,
];
