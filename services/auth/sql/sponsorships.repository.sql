-- The SQL of SponsorshipsRepository (sponsorships.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SponsorshipsRepository.apply: write
INSERT INTO
  auth.sponsorships AS stored (
    sponsorship_id,
    brand_id,
    athlete_id,
    status,
    changed_at
  )
VALUES
  ($1, $2, $3, $4, $5)
ON CONFLICT (sponsorship_id) DO UPDATE
SET
  brand_id = EXCLUDED.brand_id,
  athlete_id = EXCLUDED.athlete_id,
  status = EXCLUDED.status,
  changed_at = EXCLUDED.changed_at
WHERE
  stored.changed_at < EXCLUDED.changed_at
RETURNING
  TRUE AS applied;

-- SponsorshipsRepository.isSponsored: read
SELECT
  EXISTS (
    SELECT
      1
    FROM
      auth.sponsorships
    WHERE
      athlete_id = $1
      AND status = 'accepted'
  ) AS sponsored;
