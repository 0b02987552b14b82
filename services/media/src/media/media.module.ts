import { Module } from '@nestjs/common';
import { ExportHandler } from '../export/export.handler';
import { MediaFiles } from '../files/media-files';
import { MediaStorage } from '../files/media-storage';
import { MediaJobQueue } from '../jobs/job-queue';
import { JobsConsumer } from '../jobs/jobs.consumer';
import { MediaProcessor } from '../jobs/media-processor';
import { MediaWorker } from '../jobs/media-worker';
import { PostsConsumer } from '../posts/posts.consumer';
import { MediaSweeper } from '../sweep/media-sweeper';
import { MediaHandler } from './media.handler';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

/** Uploads, their processing queue and workers, their files, and the sweep of what nobody posted. */
@Module({
  controllers: [MediaHandler, ExportHandler],
  providers: [
    MediaService,
    MediaRepository,
    MediaStorage,
    MediaFiles,
    MediaJobQueue,
    MediaProcessor,
    MediaWorker,
    JobsConsumer,
    PostsConsumer,
    MediaSweeper,
  ],
})
export class MediaModule {}
