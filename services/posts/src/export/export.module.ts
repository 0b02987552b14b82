import { Module } from '@nestjs/common';
import { ExportHandlers } from './export.handlers';
import { PostsExportService } from './export.service';

/** Settings → Download Your Data: the posts service's part. */
@Module({
  controllers: [ExportHandlers],
  providers: [PostsExportService],
})
export class ExportModule {}
