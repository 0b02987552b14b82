import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { MediaAttachments } from './media-attachments';
import { MediaFilesHandler } from './media-files.handler';
import { MediaFiles } from './media-files.service';
import { PostMediaRepository } from './post-media.repository';

/** Uploaded photos and clips on posts: attaching them, and who may be served their files. */
@Module({
  imports: [AccessModule],
  controllers: [MediaFilesHandler],
  providers: [PostMediaRepository, MediaFiles, MediaAttachments],
  exports: [PostMediaRepository, MediaAttachments],
})
export class MediaModule {}
