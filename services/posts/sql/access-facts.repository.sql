-- The SQL of AccessFactsRepository (access-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AccessFactsRepository.postFacts: read
SELECT
  p.id,
  p.user_id,
  p.parent_post_id,
  p.post_type,
  p.hidden_at IS NOT NULL AS is_hidden,
  COALESCE(a.is_active, TRUE) AS is_active,
  COALESCE(a.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(a.is_brand, FALSE) AS is_brand,
  COALESCE(pr.public_profile, TRUE) AS public_profile,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        posts.authors v
      WHERE
        v.user_id = $2::uuid
    ),
    FALSE
  ) AS viewer_is_brand,
  EXISTS (
    SELECT
      1
    FROM
      posts.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = p.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = p.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = p.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS target_blocked
FROM
  posts.posts p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.preferences pr ON pr.user_id = p.user_id
WHERE
  p.id = $1
  OR p.id = (
    SELECT
      parent_post_id
    FROM
      posts.posts
    WHERE
      id = $1
  );

-- AccessFactsRepository.postFacts: locked for a write
WITH
  target AS MATERIALIZED (
    SELECT
      id,
      user_id,
      parent_post_id,
      post_type,
      hidden_at
    FROM
      posts.posts
    WHERE
      id = $1
    FOR UPDATE
  )
SELECT
  p.id,
  p.user_id,
  p.parent_post_id,
  p.post_type,
  p.hidden_at IS NOT NULL AS is_hidden,
  COALESCE(a.is_active, TRUE) AS is_active,
  COALESCE(a.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(a.is_brand, FALSE) AS is_brand,
  COALESCE(pr.public_profile, TRUE) AS public_profile,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        posts.authors v
      WHERE
        v.user_id = $2::uuid
    ),
    FALSE
  ) AS viewer_is_brand,
  EXISTS (
    SELECT
      1
    FROM
      posts.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = p.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = p.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = p.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS target_blocked
FROM
  (
    SELECT
      id,
      user_id,
      parent_post_id,
      post_type,
      hidden_at
    FROM
      target
    UNION ALL
    SELECT
      id,
      user_id,
      parent_post_id,
      post_type,
      hidden_at
    FROM
      posts.posts
    WHERE
      id = (
        SELECT
          parent_post_id
        FROM
          target
      )
  ) p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.preferences pr ON pr.user_id = p.user_id;

-- AccessFactsRepository.manyPostFacts: read
SELECT
  p.id,
  p.user_id,
  p.parent_post_id,
  p.post_type,
  p.hidden_at IS NOT NULL AS is_hidden,
  COALESCE(a.is_active, TRUE) AS is_active,
  COALESCE(a.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(a.is_brand, FALSE) AS is_brand,
  COALESCE(pr.public_profile, TRUE) AS public_profile,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        posts.authors v
      WHERE
        v.user_id = $2::uuid
    ),
    FALSE
  ) AS viewer_is_brand,
  EXISTS (
    SELECT
      1
    FROM
      posts.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = p.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = p.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = p.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS target_blocked
FROM
  posts.posts p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.preferences pr ON pr.user_id = p.user_id
WHERE
  p.id = ANY ($1::UUID[])
  OR p.id IN (
    SELECT
      parent_post_id
    FROM
      posts.posts
    WHERE
      id = ANY ($1::UUID[])
      AND parent_post_id IS NOT NULL
  );

-- AccessFactsRepository.authorFacts: read
SELECT
  target.id AS user_id,
  COALESCE(a.is_active, TRUE) AS is_active,
  COALESCE(a.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(a.is_brand, FALSE) AS is_brand,
  COALESCE(pr.public_profile, TRUE) AS public_profile
FROM
  (
    SELECT
      $1::uuid AS id
  ) target
  LEFT JOIN posts.authors a ON a.user_id = target.id
  LEFT JOIN posts.preferences pr ON pr.user_id = target.id;

-- AccessFactsRepository.relationsTo: read
SELECT
  viewer.id AS viewer_id,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        posts.authors v
      WHERE
        v.user_id = viewer.id
    ),
    FALSE
  ) AS viewer_is_brand,
  EXISTS (
    SELECT
      1
    FROM
      posts.follows f
    WHERE
      f.follower_id = viewer.id
      AND f.following_id = $1::uuid
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = viewer.id
      AND b.blocked_id = $1::uuid
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = $1::uuid
      AND b.blocked_id = viewer.id
      AND b.is_blocking
  ) AS target_blocked
FROM
  unnest($2::UUID[]) AS viewer (id);

-- AccessFactsRepository.mentionFacts: read
SELECT
  a.user_id,
  a.username,
  a.is_admin,
  COALESCE(a.is_active, TRUE) AS is_active,
  COALESCE(a.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(a.is_brand, FALSE) AS is_brand,
  COALESCE(pr.public_profile, TRUE) AS public_profile,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        posts.authors v
      WHERE
        v.user_id = $1::uuid
    ),
    FALSE
  ) AS viewer_is_brand,
  EXISTS (
    SELECT
      1
    FROM
      posts.follows f
    WHERE
      f.follower_id = $1::uuid
      AND f.following_id = a.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = $1::uuid
      AND b.blocked_id = a.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = a.user_id
      AND b.blocked_id = $1::uuid
      AND b.is_blocking
  ) AS target_blocked
FROM
  posts.authors a
  LEFT JOIN posts.preferences pr ON pr.user_id = a.user_id
WHERE
  a.username = ANY ($2::TEXT[]);

-- AccessFactsRepository.profileFacts: read
SELECT
  target.id AS user_id,
  COALESCE(a.is_active, TRUE) AS is_active,
  COALESCE(a.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(a.is_brand, FALSE) AS is_brand,
  COALESCE(pr.public_profile, TRUE) AS public_profile,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        posts.authors v
      WHERE
        v.user_id = $1::uuid
    ),
    FALSE
  ) AS viewer_is_brand,
  EXISTS (
    SELECT
      1
    FROM
      posts.follows f
    WHERE
      f.follower_id = $1::uuid
      AND f.following_id = target.id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = $1::uuid
      AND b.blocked_id = target.id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      posts.blocks b
    WHERE
      b.blocker_id = target.id
      AND b.blocked_id = $1::uuid
      AND b.is_blocking
  ) AS target_blocked
FROM
  unnest($2::UUID[]) AS target (id)
  LEFT JOIN posts.authors a ON a.user_id = target.id
  LEFT JOIN posts.preferences pr ON pr.user_id = target.id;
