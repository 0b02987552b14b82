-- The SQL of PublicAudience (public-audience.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PublicAudience.factsOf: read
SELECT
  u.user_id,
  u.username,
  u.is_active,
  u.is_brand,
  coalesce(u.suspended_until > now(), FALSE) AS is_suspended,
  p.public_profile,
  p.show_progress
FROM
  webhooks.users u
  LEFT JOIN webhooks.privacy_settings p ON p.user_id = u.user_id
WHERE
  u.user_id = ANY ($1::UUID[]);

-- PublicAudience.mayLeave: read
SELECT
  h.post_hidden,
  f.*
FROM
  (
    SELECT
      coalesce(
        (
          SELECT
            is_hidden
          FROM
            webhooks.hidden_posts
          WHERE
            post_id = $2
        ),
        FALSE
      ) AS post_hidden
  ) h
  LEFT JOIN (
    SELECT
      u.user_id,
      u.username,
      u.is_active,
      u.is_brand,
      coalesce(u.suspended_until > now(), FALSE) AS is_suspended,
      p.public_profile,
      p.show_progress
    FROM
      webhooks.users u
      LEFT JOIN webhooks.privacy_settings p ON p.user_id = u.user_id
    WHERE
      u.user_id = ANY ($1::UUID[])
  ) f ON TRUE;
