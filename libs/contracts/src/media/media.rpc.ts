import { defineRpc } from '../rpc/rpc-definition';
import type {
  CompleteUploadRequest,
  CreateUploadRequest,
  MediaDto,
  MediaIdParam,
  UploadGrant,
} from './media.dto';

/** The requests the media service answers, `rpc.media.<operation>`, with their request and response types. */
export const MEDIA_RPC = {
  /** Internal (the upload transport): may this caller upload this file? Answers the media id. */
  createUpload: defineRpc<CreateUploadRequest, UploadGrant>('media', 'create-upload'),
  /** Internal (the upload transport): the last byte is stored; check it and queue its processing. */
  completeUpload: defineRpc<CompleteUploadRequest, MediaDto>('media', 'complete-upload'),
  /** The owner's view of an upload: its status while it processes. */
  get: defineRpc<MediaIdParam, MediaDto>('media', 'get'),
  /** The owner cancels an upload, or deletes media no post carries. */
  remove: defineRpc<MediaIdParam, { deleted: true; id: string }>('media', 'remove'),
} as const;
