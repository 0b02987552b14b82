import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { ProgressRepository } from '../progress/progress.repository';
import { ScoresRepository } from '../scores/scores.repository';

/** The tricks service's part of Download Your Data: the user's progress on each trick and their scores. */
@Injectable()
export class TricksExportService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly scores: ScoresRepository,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [progress, scores] = await Promise.all([
      this.progress.exportOf(caller.userId),
      this.scores.exportOf(caller.userId),
    ]);
    return { service: 'tricks', exportedAt: new Date().toISOString(), data: { progress, scores } };
  }
}
