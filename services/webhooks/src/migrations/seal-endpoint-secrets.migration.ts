import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SecretBox } from '../endpoints/secret-box';

/**
 * Seals the endpoint secrets stored as given out (`whsec_…`) before secrets were kept encrypted: each is
 * sealed under WEBHOOKS_SECRET_KEY, bound to its endpoint, the current and any previous one alike. Made per
 * process from its `SecretBox`, since a migration is a class TypeORM makes itself. Rows already sealed are
 * left alone; down opens them again.
 */
export function sealEndpointSecrets(secrets: SecretBox) {
  return class SealEndpointSecrets1766000000000 implements MigrationInterface {
    name = 'SealEndpointSecrets1766000000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await rewriteSecrets(queryRunner, (secret, id) =>
        SecretBox.isSealed(secret) ? secret : secrets.seal(secret, id),
      );
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await rewriteSecrets(queryRunner, (secret, id) =>
        SecretBox.isSealed(secret) ? secrets.open(secret, id) : secret,
      );
    }
  };
}

/** Rewrites every endpoint's current and previous secret, row by row under a lock. */
async function rewriteSecrets(
  queryRunner: QueryRunner,
  rewrite: (secret: string, endpointId: string) => string,
): Promise<void> {
  const endpoints = qualifiedTable(queryRunner, 'endpoints');
  const rows = (await queryRunner.query(
    `SELECT id, secret, previous_secret FROM ${endpoints} FOR UPDATE`,
  )) as { id: string; secret: string; previous_secret: string | null }[];
  for (const row of rows) {
    await queryRunner.query(`UPDATE ${endpoints} SET secret = $2, previous_secret = $3 WHERE id = $1`, [
      row.id,
      rewrite(row.secret, row.id),
      row.previous_secret === null ? null : rewrite(row.previous_secret, row.id),
    ]);
  }
}
