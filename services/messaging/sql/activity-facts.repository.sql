-- The SQL of ActivityFactsRepository (activity-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ActivityFactsRepository.trickName: read
SELECT
  name
FROM
  messaging.trick_names
WHERE
  trick_id = $1;

-- ActivityFactsRepository.lockSponsorshipStatus: read
SELECT
  status
FROM
  messaging.sponsorship_requests
WHERE
  id = $1
FOR UPDATE;
