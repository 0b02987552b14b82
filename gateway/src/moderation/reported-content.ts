import type { CreateReportDto, ReportedContentDto, ReportTargetType } from '@boonies/contracts/admin';
import { type MessageDto, MESSAGING_RPC } from '@boonies/contracts/messaging';
import { type PostDto, POSTS_RPC } from '@boonies/contracts/posts';
import { type ProfileDto, SOCIAL_RPC } from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { ServiceRpc } from '../nats/service-rpc';

const TEXT_MAX = 5000;

function ofPost(post: PostDto): ReportedContentDto {
  return {
    authorId: post.userId,
    authorUsername: post.author.username,
    text: post.content.slice(0, TEXT_MAX),
    imageUrl: post.imageUrl,
    videoUrl: post.videoUrl,
  };
}

function ofMessage(message: MessageDto): ReportedContentDto {
  return {
    authorId: message.senderId,
    authorUsername: message.sender.username,
    text: message.content.slice(0, TEXT_MAX),
    recipientUsername: message.recipient.username,
  };
}

function ofProfile(profile: ProfileDto): ReportedContentDto {
  const words = [profile.displayName, profile.bio].filter((part): part is string => Boolean(part));
  return {
    authorId: profile.id,
    authorUsername: profile.username,
    text: words.join('\n').slice(0, TEXT_MAX),
    imageUrl: profile.profilePicture,
    videoUrl: profile.headerVideo,
  };
}

/**
 * The reported content, fetched from its owning service as the reporter: what they may not see answers
 * 404 there (so nobody reports, or learns of, what is hidden from them), and what they saw becomes the
 * moderators' snapshot.
 */
export interface ReadContent {
  /** What the content really is: a post reported as a reply (or the other way round) is filed as it is. */
  targetType: ReportTargetType;
  content: ReportedContentDto;
}

@Injectable()
export class ReportedContentReader {
  constructor(private readonly rpc: ServiceRpc) {}

  async read({ targetType, targetId }: CreateReportDto, context: CallContext): Promise<ReadContent> {
    switch (targetType) {
      case 'post':
      case 'reply': {
        const post = await this.rpc.call(POSTS_RPC.get, { id: targetId }, context);
        const content = ofPost(post);
        if (!post.parentPostId) return { targetType: 'post', content };
        // The thread's top post, for context; a reply stays reportable when its thread is out of sight.
        const thread = await this.rpc
          .call(POSTS_RPC.get, { id: post.parentPostId }, context)
          .then(ofPost, () => null);
        return { targetType: 'reply', content: { ...content, thread } };
      }
      case 'message':
        return {
          targetType,
          content: ofMessage(await this.rpc.call(MESSAGING_RPC.message, { id: targetId }, context)),
        };
      case 'profile':
        return {
          targetType,
          content: ofProfile(await this.rpc.call(SOCIAL_RPC.profile, { id: targetId }, context)),
        };
    }
  }
}
