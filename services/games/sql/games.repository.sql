-- The SQL of GamesRepository (games.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- GamesRepository.find: read
SELECT
  g.id,
  g.state,
  g.revision
FROM
  games.games g
WHERE
  g.id = $1;

-- GamesRepository.lock: read
SELECT
  g.id,
  g.state,
  g.revision
FROM
  games.games g
WHERE
  g.id = $1
FOR UPDATE;

-- GamesRepository.lockDue: read
SELECT
  g.id,
  g.state,
  g.revision
FROM
  games.games g
WHERE
  g.deadline IS NOT NULL
  AND g.deadline <= $1
ORDER BY
  g.deadline
LIMIT
  $2
FOR UPDATE
  SKIP LOCKED;

-- GamesRepository.lockInProgressBetween: read
SELECT
  g.id,
  g.state,
  g.revision
FROM
  games.games g
WHERE
  g.status IN ('invited', 'active')
  AND (
    SELECT
      count(*)
    FROM
      games.game_players p
    WHERE
      p.game_id = g.id
      AND p.user_id = ANY ($1::UUID[])
      AND p.invitation <> 'declined'
  ) = 2
ORDER BY
  g.id
FOR UPDATE;

-- GamesRepository.insert: write
INSERT INTO
  games.games (
    id,
    status,
    challenger_id,
    state,
    deadline,
    revision,
    created_at,
    updated_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, $7);

-- GamesRepository.update: write
UPDATE games.games
SET
  status = $2,
  state = $3,
  deadline = $4,
  revision = $5,
  updated_at = $6
WHERE
  id = $1;

-- GamesRepository.writePlayers: write
INSERT INTO
  games.game_players (
    game_id,
    user_id,
    seat,
    invitation,
    result,
    finished,
    updated_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (game_id, user_id) DO UPDATE
SET
  invitation = EXCLUDED.invitation,
  result = EXCLUDED.result,
  finished = EXCLUDED.finished,
  updated_at = EXCLUDED.updated_at;

-- GamesRepository.listForPlayer: read
SELECT
  g.id,
  g.state,
  g.revision,
  p.updated_at AS "listedAt"
FROM
  games.game_players p
  JOIN games.games g ON g.id = p.game_id
WHERE
  p.user_id = $1
  AND p.finished = $2
  AND (
    $3::timestamptz IS NULL
    OR (p.updated_at, p.game_id) < ($3, $4::uuid)
  )
ORDER BY
  p.updated_at DESC,
  p.game_id DESC
LIMIT
  $5;

-- GamesRepository.times: read
SELECT
  id,
  created_at AS "createdAt",
  updated_at AS "updatedAt"
FROM
  games.games
WHERE
  id = ANY ($1::UUID[]);

-- GamesRepository.exportFor: read
SELECT
  g.id,
  g.status,
  g.created_at AS "createdAt",
  g.updated_at AS "updatedAt",
  p.seat,
  p.invitation,
  p.result,
  g.state
FROM
  games.game_players p
  JOIN games.games g ON g.id = p.game_id
WHERE
  p.user_id = $1
ORDER BY
  g.created_at;

-- GamesRepository.claimClip: write
INSERT INTO
  games.game_clips (post_id, game_id)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING
RETURNING
  post_id;

-- GamesRepository.gameOfClip: read
SELECT
  game_id AS "gameId"
FROM
  games.game_clips
WHERE
  post_id = $1;
