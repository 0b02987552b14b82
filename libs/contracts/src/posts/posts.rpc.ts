import { defineRpc } from '../rpc/rpc-definition';
import type { MediaFileGrant, MediaFileParam } from '../media/media.dto';
import type { PostPreviewAnswer } from './post-preview';
import type {
  AudienceDto,
  AudienceRequest,
  CreatePostDto,
  CreateTrickVideoDto,
  DeletedPostDto,
  FeedRequest,
  PostDto,
  PostIdParam,
  PostIdRef,
  PostPageDto,
  ReactDto,
  ReactionDto,
  ReactionSummaryDto,
  UpdatePostReviewRequest,
  WatchableDto,
  WatchableRequest,
} from './posts.dto';

/** The requests the posts service answers, `rpc.posts.<operation>`, with their request and response types. */
export const POSTS_RPC = {
  create: defineRpc<CreatePostDto, PostDto>('posts', 'create'),
  createTrickVideo: defineRpc<CreateTrickVideoDto, PostDto>('posts', 'create-trick-video'),
  get: defineRpc<PostIdParam, PostDto>('posts', 'get'),
  remove: defineRpc<PostIdParam, DeletedPostDto>('posts', 'remove'),
  review: defineRpc<UpdatePostReviewRequest, PostDto>('posts', 'review'),
  feed: defineRpc<FeedRequest, PostPageDto>('posts', 'feed'),
  reactions: defineRpc<PostIdRef, ReactionDto[]>('posts', 'reactions'),
  react: defineRpc<ReactDto, ReactionSummaryDto>('posts', 'react'),
  unreact: defineRpc<PostIdRef, ReactionSummaryDto>('posts', 'unreact'),
  /** Internal (the gateway's live pushes): which signed-in users may see an author's new posts. */
  audience: defineRpc<AudienceRequest, AudienceDto>('posts', 'audience'),
  /** Internal (the gateway's live like counts): which posts a signed-in user may watch. */
  watchable: defineRpc<WatchableRequest, WatchableDto>('posts', 'watchable'),
  /** Internal (serving media): the stored file of a rendition, if the policy lets the caller see it. */
  mediaFile: defineRpc<MediaFileParam, MediaFileGrant>('posts', 'media-file'),
  /** Internal (a shared link's preview): a post's title, text and picture, when any member may read it. */
  preview: defineRpc<PostIdParam, PostPreviewAnswer>('posts', 'preview'),
} as const;
