-- The SQL of VotesRepository (votes.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- VotesRepository.cast: write
INSERT INTO
  verification.votes AS v (
    verification_id,
    user_id,
    vote,
    weight,
    updated_at
  )
VALUES
  ($1, $2, $3, $4, now())
ON CONFLICT (verification_id, user_id) DO UPDATE
SET
  vote = EXCLUDED.vote,
  weight = EXCLUDED.weight,
  updated_at = now(),
  withdrawn_at = NULL
WHERE
  v.vote IS DISTINCT FROM EXCLUDED.vote
  OR v.weight IS DISTINCT FROM EXCLUDED.weight
  OR v.withdrawn_at IS NOT NULL
RETURNING
  v.user_id;

-- VotesRepository.votedOnBy: read
SELECT
  "vote"."verification_id" AS "id"
FROM
  "verification"."votes" "vote"
WHERE
  "vote"."user_id" = $1
  AND "vote"."withdrawn_at" IS NULL
ORDER BY
  "vote"."verification_id" ASC;

-- VotesRepository.withdraw: write
WITH
  changed AS (
    UPDATE verification.votes
    SET
      withdrawn_at = now()
    WHERE
      verification_id = $1
      AND user_id = $2
      AND withdrawn_at IS NULL
    RETURNING
      vote
  )
SELECT
  *
FROM
  changed;

-- VotesRepository.countingVotesOf: read
SELECT
  vote.verification_id,
  vote.user_id AS voter_id,
  vote.vote,
  vote.weight,
  vote.updated_at AS voted_at,
  voter.username,
  voter.signed_up_at,
  voter.address_hash,
  voter.device_hash
FROM
  verification.votes vote
  LEFT JOIN verification.voters voter ON voter.user_id = vote.user_id
WHERE
  vote.verification_id = ANY ($1::UUID[])
  AND vote.withdrawn_at IS NULL
ORDER BY
  vote.updated_at,
  vote.user_id;

-- VotesRepository.voteOf: read
SELECT
  "Vote"."vote" AS "Vote_vote",
  "Vote"."verification_id" AS "Vote_verification_id",
  "Vote"."user_id" AS "Vote_user_id"
FROM
  "verification"."votes" "Vote"
WHERE
  (
    ("Vote"."verification_id" = $1)
    AND ("Vote"."user_id" = $2)
  )
LIMIT
  1;

-- VotesRepository.exportOf: read
SELECT
  v.verification_id,
  ver.post_id,
  ver.trick_id,
  v.vote,
  v.weight,
  v.updated_at
FROM
  verification.votes v
  JOIN verification.verifications ver ON ver.id = v.verification_id
WHERE
  v.user_id = $1
ORDER BY
  v.updated_at,
  v.verification_id;
