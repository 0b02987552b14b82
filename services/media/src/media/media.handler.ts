import type { CallerIdentity } from '@boonies/contracts/common';
import {
  CompleteUploadRequest,
  CreateUploadRequest,
  MEDIA_RPC,
  type MediaDto,
  MediaIdParam,
  type UploadGrant,
} from '@boonies/contracts/media';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MediaService } from './media.service';

/** Every call needs a signed-in caller, and concerns only the caller's own media. */
@Controller()
export class MediaHandler {
  constructor(private readonly media: MediaService) {}

  /** From the upload transport, before it takes any byte. */
  @RpcHandler(MEDIA_RPC.createUpload)
  createUpload(
    @Payload() request: CreateUploadRequest,
    @Caller() caller: CallerIdentity,
  ): Promise<UploadGrant> {
    return this.media.createUpload(caller, request);
  }

  /** From the upload transport, once the last byte is stored. */
  @RpcHandler(MEDIA_RPC.completeUpload)
  completeUpload(
    @Payload() { mediaId }: CompleteUploadRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<MediaDto> {
    return this.media.completeUpload(caller, mediaId, correlationId);
  }

  @RpcHandler(MEDIA_RPC.get)
  get(@Payload() { mediaId }: MediaIdParam, @Caller() caller: CallerIdentity): Promise<MediaDto> {
    return this.media.get(caller, mediaId);
  }

  @RpcHandler(MEDIA_RPC.remove)
  remove(
    @Payload() { mediaId }: MediaIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ deleted: true; id: string }> {
    return this.media.remove(caller, mediaId, correlationId);
  }
}
