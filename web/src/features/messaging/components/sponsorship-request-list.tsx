import { Handshake } from 'lucide-react';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { profilePath } from '@/lib/paths';
import { useAnswerSponsorship } from '../api/answer-sponsorship';
import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { onFirstUse } from '@/lib/format';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

/** The Sponsorships tab: pending requests can be accepted or rejected; answered ones show the answer. */
export function SponsorshipRequestList({ query }: { query: UseQueryResult<SponsorshipDto[]> }) {
  const requests = query.data ?? [];
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          title={MESSAGING_MESSAGES.sponsorshipsFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </Card>
    );
  }
  if (requests.length === 0) {
    return (
      <Card>
        <EmptyState icon={Handshake} title={MESSAGING_MESSAGES.emptySponsorships} />
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Sponsorship requests">
      {requests.map((request) => (
        <li key={request.id}>
          <RequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

function RequestCard({ request }: { request: SponsorshipDto }) {
  const answer = useAnswerSponsorship();
  const created = Date.parse(request.createdAt);
  const respond = (status: 'accepted' | 'rejected') =>
    answer.mutate(
      { id: request.id, status },
      {
        onError: (error) =>
          toast.error(MESSAGING_MESSAGES.answerFailed, {
            description: serverMessageOf(error) ?? MESSAGING_MESSAGES.tryAgain,
          }),
      },
    );
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <Link to={profilePath(request.brand.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-md">
        <UserAvatar name={request.brand.username} src={request.brand.profilePicture} />
        <span className="grid min-w-0">
          <span className="text-sm">
            <span className="font-semibold">{request.brand.username}</span> wants to sponsor you
          </span>
          {!Number.isNaN(created) && (
            <time dateTime={request.createdAt} className="text-xs text-muted-foreground">
              {dateFormat().format(created)}
            </time>
          )}
        </span>
      </Link>
      {request.status === 'pending' ? (
        // Both stay disabled while either answer is on its way: a request is answered once.
        <div className="flex gap-2" aria-busy={answer.isPending || undefined}>
          <Button
            size="sm"
            disabled={answer.isPending}
            isLoading={answer.isPending && answer.variables?.status === 'accepted'}
            onClick={() => respond('accepted')}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            isLoading={answer.isPending && answer.variables?.status === 'rejected'}
            onClick={() => respond('rejected')}
          >
            Reject
          </Button>
        </div>
      ) : (
        <Badge variant={request.status === 'accepted' ? 'brand' : 'secondary'}>
          {request.status === 'accepted' ? 'Accepted' : 'Rejected'}
        </Badge>
      )}
    </Card>
  );
}
