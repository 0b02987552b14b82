import { Module } from '@nestjs/common';
import { ExportHandler } from '../export/export.handler';
import { MediaRepository } from './media.repository';

/** Uploads, their processing and their files. */
@Module({
  controllers: [ExportHandler],
  providers: [MediaRepository],
})
export class MediaModule {}
