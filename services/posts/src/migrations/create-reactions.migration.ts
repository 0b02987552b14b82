import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** One like or dislike per user and post, with the weight it carried when given. */
export class CreateReactions1763730000001 implements MigrationInterface {
  name = 'CreateReactions1763730000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'reactions')} (
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "reaction_type" text NOT NULL,
        "weight" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        -- The included columns let a post's counts be recomputed from its index entries alone.
        CONSTRAINT "reactions_pkey" PRIMARY KEY ("post_id", "user_id") INCLUDE ("reaction_type", "weight"),
        CONSTRAINT "reactions_post_id_fkey" FOREIGN KEY ("post_id")
          REFERENCES ${qualifiedTable(queryRunner, 'posts')} ("id") ON DELETE CASCADE,
        CONSTRAINT "reactions_reaction_type_check" CHECK ("reaction_type" IN ('like', 'dislike')),
        CONSTRAINT "reactions_weight_check" CHECK ("weight" > 0)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'reactions')}`);
  }
}
