import type { FollowRequestDto } from '@boonies/contracts/social';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { profilePath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useAnswerFollowRequest, useFollowRequests, type FollowRequestAnswer } from '../api/follow-requests';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { onFirstUse } from '@/lib/format';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** The inbox's Requests tab: who asked to follow your private profile, with Approve and Decline. */
export function FollowRequestList() {
  const query = useFollowRequests();
  if (query.isPending) {
    return (
      <Card className="flex justify-center py-8">
        <Spinner label={MESSAGING_MESSAGES.followRequestsLoading} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          title={MESSAGING_MESSAGES.followRequestsFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </Card>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={UserPlus}
          title={MESSAGING_MESSAGES.noFollowRequests}
          description={MESSAGING_MESSAGES.noFollowRequestsHint}
        />
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Follow requests">
      {query.data.map((request) => (
        <li key={request.requester.id}>
          <RequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

function RequestCard({ request }: { request: FollowRequestDto }) {
  const me = useSignedInUser();
  const answer = useAnswerFollowRequest(me.id);
  const { requester } = request;
  const requested = Date.parse(request.requestedAt);
  const respond = (choice: FollowRequestAnswer) =>
    answer.mutate(
      { requesterId: requester.id, answer: choice },
      {
        onSuccess: () =>
          toast.success(
            choice === 'approve'
              ? MESSAGING_MESSAGES.followRequestApproved(requester.username)
              : MESSAGING_MESSAGES.followRequestDeclined(requester.username),
          ),
        onError: (error) =>
          toast.error(MESSAGING_MESSAGES.followAnswerFailed, { description: serverMessageOf(error) }),
      },
    );
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <Link to={profilePath(requester.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-md">
        <UserAvatar name={requester.displayName || requester.username} src={requester.profilePicture} />
        <span className="grid min-w-0">
          <span className="truncate text-sm">
            <span className="font-semibold">{requester.username}</span> asked to follow you
          </span>
          {!Number.isNaN(requested) && (
            <time dateTime={request.requestedAt} className="text-xs text-muted-foreground">
              {dateFormat().format(requested)}
            </time>
          )}
        </span>
      </Link>
      {/* Both stay disabled while either answer is on its way: a request is answered once. */}
      <div className="flex gap-2" aria-busy={answer.isPending || undefined}>
        <Button
          size="sm"
          disabled={answer.isPending}
          isLoading={answer.isPending && answer.variables?.answer === 'approve'}
          aria-label={`Approve @${requester.username}`}
          onClick={() => respond('approve')}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          isLoading={answer.isPending && answer.variables?.answer === 'decline'}
          aria-label={`Decline @${requester.username}`}
          onClick={() => respond('decline')}
        >
          Decline
        </Button>
      </div>
    </Card>
  );
}
