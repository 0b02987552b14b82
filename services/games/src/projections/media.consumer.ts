import { MediaCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MEDIA } from './entities/media.entity';

/** Keeps `media` in step with the media service's items, for the clips a game shows (see `MediaCopyConsumer`). */
@Injectable()
export class MediaConsumer extends MediaCopyConsumer {
  constructor(dataSource: DataSource) {
    super(dataSource, MEDIA);
  }
}
