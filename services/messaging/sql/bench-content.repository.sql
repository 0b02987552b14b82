-- The SQL of BenchContentRepository (bench-content.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- BenchContentRepository.load: a small load (statement 1 of 26)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 2 of 26)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 3 of 26)
ALTER TABLE messaging.messages
DROP CONSTRAINT "messages_pkey";

-- BenchContentRepository.load: a small load (statement 4 of 26)
DROP INDEX messaging.messages_conversation_idx;

-- BenchContentRepository.load: a small load (statement 5 of 26)
DROP INDEX messaging.messages_received_idx;

-- BenchContentRepository.load: a small load (statement 6 of 26)
DROP INDEX messaging.messages_sent_idx;

-- BenchContentRepository.load: a small load (statement 7 of 26)
DROP INDEX messaging.messages_unread_idx;

-- BenchContentRepository.load: a small load (statement 8 of 26)
DROP INDEX messaging.messages_unread_from_idx;

-- BenchContentRepository.load: a small load (statement 9 of 26)
INSERT INTO
  messaging.messages (
    id,
    sender_id,
    recipient_id,
    content,
    created_at,
    read_at
  )
SELECT
  (
    'f0000000-0000-4000-8000-' || lpad(to_hex(m), 12, '0')
  )::uuid,
  (
    'b0000000-0000-4000-8000-' || lpad(to_hex(1 + m % $2::int), 12, '0')
  )::uuid,
  (
    'b0000000-0000-4000-8000-' || lpad(
      to_hex(1 + (m + 1 + m / $2::int % 5) % $2::int),
      12,
      '0'
    )
  )::uuid,
  'See you at the bowl at ' || (m % 12 + 1) || ' o''clock',
  now() - ($1::int - m) * interval '5 seconds',
  CASE
    WHEN m < $1::int - $2::int THEN now()
  END
FROM
  generate_series(1, $1::int) AS m;

-- BenchContentRepository.load: a small load (statement 10 of 26)
ALTER TABLE messaging.messages
ADD CONSTRAINT "messages_pkey" PRIMARY KEY (id);

-- BenchContentRepository.load: a small load (statement 11 of 26)
CREATE INDEX messages_conversation_idx ON messaging.messages USING btree (
  LEAST(sender_id, recipient_id),
  GREATEST(sender_id, recipient_id),
  created_at DESC,
  id DESC
);

-- BenchContentRepository.load: a small load (statement 12 of 26)
CREATE INDEX messages_received_idx ON messaging.messages USING btree (recipient_id, created_at DESC, id DESC);

-- BenchContentRepository.load: a small load (statement 13 of 26)
CREATE INDEX messages_sent_idx ON messaging.messages USING btree (sender_id, created_at DESC, id DESC);

-- BenchContentRepository.load: a small load (statement 14 of 26)
CREATE INDEX messages_unread_idx ON messaging.messages USING btree (recipient_id)
WHERE
  (read_at IS NULL);

-- BenchContentRepository.load: a small load (statement 15 of 26)
CREATE INDEX messages_unread_from_idx ON messaging.messages USING btree (recipient_id, sender_id)
WHERE
  (read_at IS NULL);

-- BenchContentRepository.load: a small load (statement 16 of 26)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 17 of 26)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 18 of 26)
ALTER TABLE messaging.conversations
DROP CONSTRAINT "conversations_pkey";

-- BenchContentRepository.load: a small load (statement 19 of 26)
DROP INDEX messaging.conversations_owner_idx;

-- BenchContentRepository.load: a small load (statement 20 of 26)
TRUNCATE messaging.conversations;

-- BenchContentRepository.load: a small load (statement 21 of 26)
INSERT INTO
  messaging.conversations (
    owner_id,
    counterpart_id,
    last_message_id,
    last_at
  )
SELECT DISTINCT
  ON (owner_id, counterpart_id) owner_id,
  counterpart_id,
  id,
  created_at
FROM
  (
    SELECT
      sender_id AS owner_id,
      recipient_id AS counterpart_id,
      id,
      created_at
    FROM
      messaging.messages
    UNION ALL
    SELECT
      recipient_id,
      sender_id,
      id,
      created_at
    FROM
      messaging.messages
  ) AS sides
ORDER BY
  owner_id,
  counterpart_id,
  created_at DESC,
  id DESC;

-- BenchContentRepository.load: a small load (statement 22 of 26)
ALTER TABLE messaging.conversations
ADD CONSTRAINT "conversations_pkey" PRIMARY KEY (owner_id, counterpart_id);

-- BenchContentRepository.load: a small load (statement 23 of 26)
CREATE INDEX conversations_owner_idx ON messaging.conversations USING btree (owner_id, last_at DESC, counterpart_id DESC);

-- BenchContentRepository.load: a small load (statement 24 of 26)
VACUUM
ANALYZE messaging.messages;

-- BenchContentRepository.load: a small load (statement 25 of 26)
VACUUM
ANALYZE messaging.conversations;

-- BenchContentRepository.load: a small load (statement 26 of 26)
SELECT
  count(*)::int AS count
FROM
  messaging.messages;
