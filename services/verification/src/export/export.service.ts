import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { VerificationsRepository } from '../verifications/verifications.repository';
import { VotesRepository } from '../verifications/votes.repository';

/**
 * The verification service's part of Download Your Data: the votes the user cast, and the verifications of
 * the user's own trick videos (their tallies, never who voted: those votes are the voters' data).
 */
@Injectable()
export class VerificationExportService {
  constructor(
    private readonly votes: VotesRepository,
    private readonly verifications: VerificationsRepository,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [votes, verifications] = await Promise.all([
      this.votes.exportOf(caller.userId),
      this.verifications.exportOf(caller.userId),
    ]);
    return {
      service: 'verification',
      exportedAt: new Date().toISOString(),
      data: { votes, verificationsOfMyVideos: verifications },
    };
  }
}
