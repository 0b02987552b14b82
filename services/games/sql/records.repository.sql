-- The SQL of RecordsRepository (records.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- RecordsRepository.recordOf: read
SELECT
  count(*) FILTER (
    WHERE
      result = 'won'
  )::int AS wins,
  count(*) FILTER (
    WHERE
      result = 'lost'
  )::int AS losses,
  count(result)::int AS played,
  count(*) FILTER (
    WHERE
      NOT finished
      AND invitation <> 'declined'
  )::int AS active
FROM
  games.game_players
WHERE
  user_id = $1;

-- RecordsRepository.ranking: read
SELECT
  u.user_id AS id,
  u.username,
  u.display_name AS "displayName",
  u.profile_picture AS "profilePicture",
  u.pro_status AS "proStatus",
  u.amateur_status AS "amateurStatus",
  u.flow_status AS "flowStatus",
  u.is_brand AS "isBrand",
  FALSE AS "isVerified",
  count(*) FILTER (
    WHERE
      p.result = 'won'
  )::int AS wins,
  count(*) FILTER (
    WHERE
      p.result = 'lost'
  )::int AS losses,
  count(*)::int AS played
FROM
  games.game_players p
  JOIN games.users u ON u.user_id = p.user_id
WHERE
  p.result IS NOT NULL
GROUP BY
  u.user_id
ORDER BY
  wins DESC,
  losses ASC,
  u.username ASC;
