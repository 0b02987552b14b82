-- The SQL of LeaderboardRepository (leaderboard.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- LeaderboardRepository.page: shared, all, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND TRUE
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, all, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND TRUE
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, pro, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.pro_status
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, pro, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.pro_status
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, am, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.amateur_status
  AND NOT u.pro_status
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, am, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.amateur_status
  AND NOT u.pro_status
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, flow, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.flow_status
  AND NOT u.pro_status
  AND NOT u.amateur_status
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, flow, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.flow_status
  AND NOT u.pro_status
  AND NOT u.amateur_status
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, sponsored, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, sponsored, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, unsponsored, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND NOT (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: shared, unsponsored, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND NOT (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND COALESCE(p.appear_on_leaderboard, TRUE)
  AND COALESCE(p.show_progress, TRUE)
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, all, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND TRUE
  AND TRUE
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, all, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND TRUE
  AND TRUE
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, pro, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.pro_status
  AND TRUE
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, pro, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.pro_status
  AND TRUE
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, am, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.amateur_status
  AND NOT u.pro_status
  AND TRUE
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, am, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.amateur_status
  AND NOT u.pro_status
  AND TRUE
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, flow, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.flow_status
  AND NOT u.pro_status
  AND NOT u.amateur_status
  AND TRUE
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, flow, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.flow_status
  AND NOT u.pro_status
  AND NOT u.amateur_status
  AND TRUE
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, sponsored, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND TRUE
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, sponsored, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND TRUE
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, unsponsored, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND NOT (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND TRUE
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: everyone, unsponsored, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard
FROM
  tricks.user_scores s
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND NOT (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND TRUE
  AND (
    s.public_score < $2
    OR (
      s.public_score = $2
      AND s.user_id > $3
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, all, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND TRUE
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, all, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND TRUE
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
  AND (
    s.public_score < $3
    OR (
      s.public_score = $3
      AND s.user_id > $4
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, pro, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.pro_status
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, pro, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.pro_status
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
  AND (
    s.public_score < $3
    OR (
      s.public_score = $3
      AND s.user_id > $4
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, am, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.amateur_status
  AND NOT u.pro_status
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, am, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.amateur_status
  AND NOT u.pro_status
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
  AND (
    s.public_score < $3
    OR (
      s.public_score = $3
      AND s.user_id > $4
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, flow, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.flow_status
  AND NOT u.pro_status
  AND NOT u.amateur_status
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, flow, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND u.flow_status
  AND NOT u.pro_status
  AND NOT u.amateur_status
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
  AND (
    s.public_score < $3
    OR (
      s.public_score = $3
      AND s.user_id > $4
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, sponsored, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, sponsored, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
  AND (
    s.public_score < $3
    OR (
      s.public_score = $3
      AND s.user_id > $4
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, unsponsored, first page
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND NOT (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.page: personal, unsponsored, after a row
SELECT
  u.user_id,
  u.username,
  u.display_name,
  u.profile_picture,
  u.pro_status,
  u.amateur_status,
  u.flow_status,
  s.public_score,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = s.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = s.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = s.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  (
    SELECT
      $2::uuid AS user_id
    UNION
    SELECT
      f.following_id
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.is_following
  ) m
  JOIN tricks.user_scores s ON s.user_id = m.user_id
  JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = s.user_id
WHERE
  u.is_active
  AND NOT u.is_brand
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND NOT (
    u.pro_status
    OR u.amateur_status
    OR u.flow_status
  )
  AND NOT (
    COALESCE(p.appear_on_leaderboard, TRUE)
    AND COALESCE(p.show_progress, TRUE)
  )
  AND (
    s.public_score < $3
    OR (
      s.public_score = $3
      AND s.user_id > $4
    )
  )
ORDER BY
  s.public_score DESC,
  s.user_id
LIMIT
  $1;

-- LeaderboardRepository.relationsOf: read
SELECT
  c.user_id,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $1::uuid
      AND f.following_id = c.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $1::uuid
      AND b.blocked_id = c.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = c.user_id
      AND b.blocked_id = $1::uuid
      AND b.is_blocking
  ) AS blocked_viewer
FROM
  unnest($2::UUID[]) AS c (user_id);

-- LeaderboardRepository.isBrand: read
SELECT
  COALESCE(
    (
      SELECT
        is_brand
      FROM
        tricks.leaderboard_users
      WHERE
        user_id = $1
    ),
    FALSE
  ) AS is_brand;
