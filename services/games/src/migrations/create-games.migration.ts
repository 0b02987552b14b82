import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written out, not read from the contracts: a migration must build the same schema however the code changes
// later (a new status is a new migration).
const STATUSES = `'invited', 'active', 'finished', 'declined', 'expired', 'cancelled'`;
const INVITATIONS = `'pending', 'accepted', 'declined'`;

/**
 * Games: each one's whole state as a document, changed under its row lock, with the next deadline beside it
 * (indexed, so the scheduler finds what is due without reading the rest). `game_players` lists each
 * player's games and results for the lists, records and the leaderboard; `game_clips` finds the game of a
 * trick video when its verification changes.
 */
export class CreateGames1764200000000 implements MigrationInterface {
  name = 'CreateGames1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const games = qualifiedTable(queryRunner, 'games');
    const players = qualifiedTable(queryRunner, 'game_players');
    const clips = qualifiedTable(queryRunner, 'game_clips');
    await queryRunner.query(`
      CREATE TABLE ${games} (
        "id" uuid NOT NULL,
        "status" text NOT NULL,
        "challenger_id" uuid NOT NULL,
        "state" jsonb NOT NULL,
        "deadline" timestamptz,
        "revision" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "games_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "games_status" CHECK ("status" IN (${STATUSES}))
      )`);
    await queryRunner.query(
      `CREATE INDEX "games_deadline_idx" ON ${games} ("deadline") WHERE "deadline" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ${players} (
        "game_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "seat" integer NOT NULL,
        "invitation" text NOT NULL,
        "result" text,
        "finished" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "game_players_pkey" PRIMARY KEY ("game_id", "user_id"),
        CONSTRAINT "game_players_invitation" CHECK ("invitation" IN (${INVITATIONS})),
        CONSTRAINT "game_players_result" CHECK ("result" IN ('won', 'lost')),
        CONSTRAINT "game_players_game_fkey" FOREIGN KEY ("game_id") REFERENCES ${games} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "game_players_user_idx" ON ${players} ("user_id", "finished", "updated_at", "game_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${clips} (
        "post_id" uuid NOT NULL,
        "game_id" uuid NOT NULL,
        CONSTRAINT "game_clips_pkey" PRIMARY KEY ("post_id"),
        CONSTRAINT "game_clips_game_fkey" FOREIGN KEY ("game_id") REFERENCES ${games} ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'game_clips')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'game_players')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'games')}`);
  }
}
