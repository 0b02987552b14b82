import { ANY_MEMBER } from '@boonies/contracts/policy';
import type { PostDto, PostPreviewAnswer, PostPreviewDto } from '@boonies/contracts/posts';
import { Injectable } from '@nestjs/common';
import { PostAccess } from '../access/post-access.service';
import { PostPreviewsRepository } from './post-previews.repository';
import { PostReader } from './post-reader.service';

/**
 * What a shared link to a post shows before anyone signs in. The access policy is asked as any member
 * (`ANY_MEMBER`: no ties to anyone, no admin), and only what it may read is ever previewed: a public,
 * active, unsuspended skater's post that no moderator hid (for a reply, its thread's post too). Anything
 * else, an unknown id included, answers `null`, so the preview tells nothing of it.
 */
@Injectable()
export class PostPreviews {
  constructor(
    private readonly access: PostAccess,
    private readonly reader: PostReader,
    private readonly previews: PostPreviewsRepository,
  ) {}

  async preview(postId: string): Promise<PostPreviewAnswer> {
    const answer = await this.access.decide('view_posts', ANY_MEMBER, postId);
    if (!answer?.decision.allowed || !(await this.previews.hasKnownAuthor(postId))) return { preview: null };
    const post = await this.reader.hydrated(postId, undefined);
    return { preview: previewOf(post.parse()) };
  }
}

function previewOf(post: PostDto): PostPreviewDto {
  return {
    postId: post.id,
    authorName: post.author.displayName || post.author.username,
    username: post.author.username,
    content: post.content,
    imageUrl: pictureOf(post),
  };
}

/** An uploaded photo's feed rendition, a clip's poster, or a pasted image link. */
function pictureOf(post: PostDto): string | null {
  const media = post.media;
  if (media?.status === 'ready') return (media.kind === 'image' ? media.url : media.fullUrl) ?? null;
  return post.imageUrl || null;
}
