import type { DataSource } from 'typeorm';
import { Verification } from '../verifications/entities/verification.entity';
import { Vote } from '../verifications/entities/vote.entity';
import { Voter } from '../voters/entities/voter.entity';

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function verificationTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return {
    verifications: path(Verification),
    votes: path(Vote),
    voters: path(Voter),
  };
}
