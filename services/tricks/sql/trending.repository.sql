-- The SQL of TrendingRepository (trending.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- TrendingRepository.top: read
SELECT
  t.id,
  t.name,
  count(*)::int AS count
FROM
  tricks.trick_tags g
  JOIN tricks.tricks t ON t.id = g.trick_id
WHERE
  g.created_at > now() - make_interval(days => $1)
GROUP BY
  t.id,
  t.name
ORDER BY
  count DESC,
  t.name
LIMIT
  $2;

-- TrendingRepository.tag: write
INSERT INTO
  tricks.trick_tags (post_id, trick_id, created_at)
SELECT
  $1,
  t.id,
  $3
FROM
  tricks.tricks t
WHERE
  t.id = ANY ($2::TEXT[])
ON CONFLICT DO NOTHING;

-- TrendingRepository.untag: write
DELETE FROM tricks.trick_tags
WHERE
  post_id = $1;
