import type { PostDto } from '@boonies/contracts/posts';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useReviewPost } from '../api/review-post';

const STATUS_LABELS = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const;

/** A trick video's admin review: its status for everyone, and Approve / Reject for admins while pending. */
export function ReviewControls({ post, isAdmin }: { post: PostDto; isAdmin: boolean }) {
  const review = useReviewPost();
  const status = post.verificationStatus;
  if (!status) return null;
  const reviewing = review.isPending ? review.variables?.verificationStatus : undefined;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Badge variant={status === 'approved' ? 'brand' : status === 'rejected' ? 'destructive' : 'secondary'}>
        {STATUS_LABELS[status]}
      </Badge>
      {isAdmin && status === 'pending' && (
        <>
          <Button
            size="sm"
            variant="outline"
            className="h-9"
            isLoading={reviewing === 'approved'}
            disabled={review.isPending}
            onClick={() => review.mutate({ postId: post.id, verificationStatus: 'approved' })}
          >
            {reviewing !== 'approved' && <Check aria-hidden />}
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="h-9"
            isLoading={reviewing === 'rejected'}
            disabled={review.isPending}
            onClick={() => review.mutate({ postId: post.id, verificationStatus: 'rejected' })}
          >
            {reviewing !== 'rejected' && <X aria-hidden />}
            Reject
          </Button>
        </>
      )}
    </div>
  );
}
