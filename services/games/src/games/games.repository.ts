import { DomainError, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { GameClip } from './entities/game-clip.entity';
import { GamePlayer } from './entities/game-player.entity';
import { Game } from './entities/game.entity';
import type { GameState } from '../rules/game-state';

/** A game as stored: its state document and the revision every change raises. */
export interface StoredGame {
  id: string;
  state: GameState;
  revision: number;
}

/** A game of a player's list, with when it last changed for them (the list's order). */
export interface ListedGame extends StoredGame {
  listedAt: Date;
}

/** A player's row as the lists, records and the leaderboard read it. */
export interface PlayerRow {
  userId: string;
  seat: number;
  invitation: string;
  /** What the game counts for on the player's record: none unless it counts for them (`countedResults`). */
  result: 'won' | 'lost' | null;
  finished: boolean;
}

/** A game as the caller's data export shows it. */
export interface ExportedGame {
  id: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  seat: number;
  invitation: string;
  result: 'won' | 'lost' | null;
  state: GameState;
}

const GAME_COLUMNS = 'g.id, g.state, g.revision';

/** The games, their players' rows and the clips claimed by them. Writes join the caller's transaction. */
@Injectable()
export class GamesRepository {
  private readonly t;

  constructor(dataSource: DataSource) {
    this.t = tablePaths(dataSource, { games: Game, players: GamePlayer, clips: GameClip });
  }

  async find(manager: EntityManager, id: string): Promise<StoredGame | null> {
    const [row] = await manager.query<StoredGame[]>(
      `SELECT ${GAME_COLUMNS} FROM ${this.t.games} g WHERE g.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async lock(manager: EntityManager, id: string): Promise<StoredGame | null> {
    const [row] = await manager.query<StoredGame[]>(
      `SELECT ${GAME_COLUMNS} FROM ${this.t.games} g WHERE g.id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /** Games whose deadline has passed, locked; another replica's scheduler skips them meanwhile. */
  async lockDue(manager: EntityManager, now: Date, limit: number): Promise<StoredGame[]> {
    return manager.query<StoredGame[]>(
      `SELECT ${GAME_COLUMNS} FROM ${this.t.games} g
        WHERE g.deadline IS NOT NULL AND g.deadline <= $1
        ORDER BY g.deadline LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
  }

  /** The games in progress (invited or active) that both users are in and neither declined, locked. */
  async lockInProgressBetween(
    manager: EntityManager,
    userIds: readonly [string, string],
  ): Promise<StoredGame[]> {
    return manager.query<StoredGame[]>(
      `SELECT ${GAME_COLUMNS} FROM ${this.t.games} g
        WHERE g.status IN ('invited', 'active')
          AND (SELECT count(*) FROM ${this.t.players} p
                WHERE p.game_id = g.id AND p.user_id = ANY($1::uuid[]) AND p.invitation <> 'declined') = 2
        ORDER BY g.id FOR UPDATE`,
      [userIds],
    );
  }

  async insert(manager: EntityManager, game: StoredGame, deadline: string | null, at: string): Promise<void> {
    const { state } = game;
    await manager.query(
      `INSERT INTO ${this.t.games} (id, status, challenger_id, state, deadline, revision, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [game.id, state.status, state.challengerId, JSON.stringify(state), deadline, game.revision, at],
    );
  }

  async update(manager: EntityManager, game: StoredGame, deadline: string | null, at: string): Promise<void> {
    const { state } = game;
    await manager.query(
      `UPDATE ${this.t.games} SET status = $2, state = $3, deadline = $4, revision = $5, updated_at = $6
        WHERE id = $1`,
      [game.id, state.status, JSON.stringify(state), deadline, game.revision, at],
    );
  }

  /** Writes each player's row of the game, inserted the first time. */
  async writePlayers(
    manager: EntityManager,
    gameId: string,
    players: readonly PlayerRow[],
    at: string,
  ): Promise<void> {
    for (const player of players) {
      await manager.query(
        `INSERT INTO ${this.t.players} (game_id, user_id, seat, invitation, result, finished, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (game_id, user_id) DO UPDATE SET invitation = EXCLUDED.invitation,
           result = EXCLUDED.result, finished = EXCLUDED.finished, updated_at = EXCLUDED.updated_at`,
        [gameId, player.userId, player.seat, player.invitation, player.result, player.finished, at],
      );
    }
  }

  /** A player's games under one tab, newest activity first, after the `after` position. */
  async listForPlayer(
    manager: EntityManager,
    userId: string,
    finished: boolean,
    after: { updatedAt: string; id: string } | null,
    limit: number,
  ): Promise<ListedGame[]> {
    return manager.query<ListedGame[]>(
      `SELECT ${GAME_COLUMNS}, p.updated_at AS "listedAt"
         FROM ${this.t.players} p JOIN ${this.t.games} g ON g.id = p.game_id
        WHERE p.user_id = $1 AND p.finished = $2
          AND ($3::timestamptz IS NULL OR (p.updated_at, p.game_id) < ($3, $4::uuid))
        ORDER BY p.updated_at DESC, p.game_id DESC
        LIMIT $5`,
      [userId, finished, after?.updatedAt ?? null, after?.id ?? null, limit],
    );
  }

  /** When each game was created and last changed. */
  async times(
    manager: EntityManager,
    ids: readonly string[],
  ): Promise<Map<string, { createdAt: Date; updatedAt: Date }>> {
    const rows = await manager.query<{ id: string; createdAt: Date; updatedAt: Date }[]>(
      `SELECT id, created_at AS "createdAt", updated_at AS "updatedAt" FROM ${this.t.games} WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map(({ id, createdAt, updatedAt }) => [id, { createdAt, updatedAt }]));
  }

  /** Every game the user played or was invited to, oldest first. */
  async exportFor(manager: EntityManager, userId: string): Promise<ExportedGame[]> {
    return manager.query<ExportedGame[]>(
      `SELECT g.id, g.status, g.created_at AS "createdAt", g.updated_at AS "updatedAt", p.seat,
              p.invitation, p.result, g.state
         FROM ${this.t.players} p JOIN ${this.t.games} g ON g.id = p.game_id
        WHERE p.user_id = $1 ORDER BY g.created_at`,
      [userId],
    );
  }

  /** Ties a trick video to the game; a video serves one game, once. */
  async claimClip(manager: EntityManager, gameId: string, postId: string, message: string): Promise<void> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO ${this.t.clips} (post_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id`,
      [postId, gameId],
    );
    if (claimed.length === 0) throw new DomainError('CONFLICT', message);
  }

  async gameOfClip(manager: EntityManager, postId: string): Promise<string | null> {
    const [row] = await manager.query<{ gameId: string }[]>(
      `SELECT game_id AS "gameId" FROM ${this.t.clips} WHERE post_id = $1`,
      [postId],
    );
    return row?.gameId ?? null;
  }
}
