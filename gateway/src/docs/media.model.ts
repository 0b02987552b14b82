import {
  MEDIA_KINDS,
  MEDIA_STATUSES,
  type MediaDto,
  type MediaKind,
  type MediaStatus,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;

/** An uploaded photo or clip as posts and games carry it. */
export class MediaModel implements MediaDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: MEDIA_KINDS })
  kind!: MediaKind;

  @ApiProperty({ enum: MEDIA_STATUSES })
  status!: MediaStatus;

  @ApiProperty({ ...nullableText, description: 'The feed rendition (image) or the MP4 (video), once ready' })
  url!: string | null;

  @ApiProperty({ ...nullableText, description: 'The full-size image, or the video poster, once ready' })
  fullUrl!: string | null;

  @ApiProperty(nullableInteger)
  width!: number | null;

  @ApiProperty(nullableInteger)
  height!: number | null;

  @ApiProperty(nullableInteger)
  durationMs!: number | null;

  @ApiProperty({ ...nullableText, description: 'A placeholder drawn while the rendition loads' })
  blurhash!: string | null;

  @ApiProperty({ ...nullableText, description: 'Why processing failed, for the author' })
  failureReason!: string | null;
}
