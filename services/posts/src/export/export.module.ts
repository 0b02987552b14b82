import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { ReactionsModule } from '../reactions/reactions.module';
import { ExportHandlers } from './export.handler';
import { PostsExportService } from './export.service';

/** Settings → Download Your Data: the posts service's part. */
@Module({
  imports: [PostsModule, ReactionsModule],
  controllers: [ExportHandlers],
  providers: [PostsExportService],
})
export class ExportModule {}
