import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { verificationTables } from '../database/verification-tables';

/**
 * The verification service's part of Download Your Data: the votes the user cast, and the verifications of
 * the user's own trick videos (their tallies, never who voted: those votes are the voters' data).
 */
@Injectable()
export class VerificationExportService {
  private readonly votesQuery: string;
  private readonly verificationsQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { verifications, votes } = verificationTables(dataSource);
    this.votesQuery = `
      SELECT v.verification_id AS "verificationId", ver.post_id AS "postId", ver.trick_id AS "trickId",
             CASE WHEN v.vote THEN 'make' ELSE 'fake' END AS vote, v.weight, v.updated_at AS "updatedAt"
        FROM ${votes} v JOIN ${verifications} ver ON ver.id = v.verification_id
       WHERE v.user_id = $1
       ORDER BY v.updated_at, v.verification_id`;
    this.verificationsQuery = `
      SELECT id, post_id AS "postId", trick_id AS "trickId", votes_for AS "votesFor",
             votes_against AS "votesAgainst", is_verified AS "isVerified", verified_at AS "verifiedAt",
             rejected_at AS "rejectedAt", created_at AS "createdAt"
        FROM ${verifications} WHERE poster_id = $1
       ORDER BY created_at, id`;
  }

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [votes, verifications] = await Promise.all([
      this.dataSource.query<unknown[]>(this.votesQuery, [caller.userId]),
      this.dataSource.query<unknown[]>(this.verificationsQuery, [caller.userId]),
    ]);
    return {
      service: 'verification',
      exportedAt: new Date().toISOString(),
      data: { votes, verificationsOfMyVideos: verifications },
    };
  }
}
