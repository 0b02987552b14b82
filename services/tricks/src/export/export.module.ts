import { Module } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module';
import { ScoresModule } from '../scores/scores.module';
import { ExportHandler } from './export.handler';
import { TricksExportService } from './export.service';

/** Settings → Download Your Data: the tricks service's part. */
@Module({
  imports: [ProgressModule, ScoresModule],
  controllers: [ExportHandler],
  providers: [TricksExportService],
})
export class ExportModule {}
