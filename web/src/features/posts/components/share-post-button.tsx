import { postPagePath } from '@boonies/contracts/links';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { POSTS_MESSAGES } from '../posts-messages';

/** The post's page as an address anyone can open (and a chat app can preview). */
export function postPageUrl(postId: string): string {
  return new URL(postPagePath(postId), window.location.origin).href;
}

/**
 * Shares a post's page: the phone's share sheet where there is one (the Web Share API), else the link is
 * copied for pasting.
 */
export async function sharePost(postId: string, authorName: string): Promise<void> {
  const url = postPageUrl(postId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: POSTS_MESSAGES.shareTitle(authorName), url });
      return;
    } catch (error) {
      // Closing the sheet is no failure; a sheet that cannot open falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(POSTS_MESSAGES.linkCopied);
  } catch {
    toast.error(POSTS_MESSAGES.copyFailed, { description: url });
  }
}

export function SharePostButton({
  postId,
  authorName,
  className,
}: {
  postId: string;
  authorName: string;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-10 px-2.5', className)}
      onClick={() => void sharePost(postId, authorName)}
    >
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
