import type { PostDto } from '@boonies/contracts/posts';
import { useState } from 'react';
import { VideoPlayer } from '@/components/ui/video-player';
import { MediaView } from '@/features/media';
import { useMediaRefresh } from '../hooks/use-media-refresh';

/** The post's picture or clip. A picture that fails to load is hidden rather than shown broken. */
export function PostMedia({ post, authorName }: { post: PostDto; authorName: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  useMediaRefresh(post);
  const videoTitle =
    post.postType === 'trick_video' ? `Trick video by ${authorName}` : `Video by ${authorName}`;
  if (post.media) {
    const alt = post.media.kind === 'image' ? post.content || `Photo posted by ${authorName}` : videoTitle;
    return <MediaView media={post.media} alt={alt} className="mt-3" />;
  }
  return (
    <>
      {post.imageUrl && !imageFailed && (
        <img
          src={post.imageUrl}
          alt={`Photo posted by ${authorName}`}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
          className="mt-3 max-h-[28rem] w-full rounded-xl border bg-muted object-contain"
        />
      )}
      {post.videoUrl && <VideoPlayer url={post.videoUrl} title={videoTitle} className="mt-3" />}
    </>
  );
}
