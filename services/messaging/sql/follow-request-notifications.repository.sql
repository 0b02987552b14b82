-- The SQL of FollowRequestNotificationsRepository (follow-request-notifications.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- FollowRequestNotificationsRepository.clear: write
DELETE FROM "messaging"."notifications"
WHERE
  (
    "user_id" = $1
    AND "from_user_id" = $2
    AND "type" = $3
  );
