import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tricksTables } from '../database/tricks-tables';

/** The tricks service's part of Download Your Data: the user's progress on each trick and their scores. */
@Injectable()
export class TricksExportService {
  private readonly progressQuery: string;
  private readonly scoresQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { progress, tricks, userScores } = tricksTables(dataSource);
    this.progressQuery = `
      SELECT p.trick_id AS "trickId", t.name AS "trickName", p.learned, p.verified, p.learned_at AS "learnedAt",
             p.verified_at AS "verifiedAt", p.updated_at AS "updatedAt"
        FROM ${progress} p LEFT JOIN ${tricks} t ON t.id = p.trick_id
       WHERE p.user_id = $1
       ORDER BY p.trick_id`;
    this.scoresQuery = `
      SELECT private_score AS "privateScore", public_score AS "publicScore", learned_count AS "learnedCount",
             verified_count AS "verifiedCount", level, updated_at AS "updatedAt"
        FROM ${userScores} WHERE user_id = $1`;
  }

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [progress, scores] = await Promise.all([
      this.dataSource.query<unknown[]>(this.progressQuery, [caller.userId]),
      this.dataSource.query<unknown[]>(this.scoresQuery, [caller.userId]),
    ]);
    return { service: 'tricks', exportedAt: new Date().toISOString(), data: { progress, scores } };
  }
}
