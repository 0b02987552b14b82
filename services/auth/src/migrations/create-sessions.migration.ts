import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** Sessions are looked up by primary key on every gateway cache miss; the user indexes serve the foreign keys. */
export class CreateSessions1763710000001 implements MigrationInterface {
  name = 'CreateSessions1763710000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sessions = qualifiedTable(queryRunner, 'sessions');
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`
      CREATE TABLE ${sessions} (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "acting_user_id" uuid,
        "persistent" boolean NOT NULL DEFAULT false,
        "ip" text NOT NULL,
        "user_agent" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES ${users} ("id") ON DELETE CASCADE,
        CONSTRAINT "sessions_acting_user_id_fkey" FOREIGN KEY ("acting_user_id") REFERENCES ${users} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON ${sessions} ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "sessions_acting_user_id_idx" ON ${sessions} ("acting_user_id") WHERE "acting_user_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'sessions')}`);
  }
}
