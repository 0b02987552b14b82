import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { ReactionsModule } from '../reactions/reactions.module';
import { ExportHandler } from './export.handler';
import { PostsExportService } from './export.service';

/** Settings → Download Your Data: the posts service's part. */
@Module({
  imports: [PostsModule, ReactionsModule],
  controllers: [ExportHandler],
  providers: [PostsExportService],
})
export class ExportModule {}
