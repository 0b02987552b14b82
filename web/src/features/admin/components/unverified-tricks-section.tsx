import { BadgeCheck, CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatRelativeTime } from '@/lib/format';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useUnverifiedTricks } from '../api/unverified-tricks';
import { useVerifyTrick } from '../api/verify-trick';

/** Learned tricks awaiting an admin's word, oldest first (the first 20). */
export function UnverifiedTricksSection() {
  const tricks = useUnverifiedTricks();
  const verify = useVerifyTrick();

  return (
    <section aria-labelledby="unverified-heading" className="grid gap-3">
      <h2 id="unverified-heading" className="text-lg font-semibold">
        Unverified tricks
      </h2>
      {tricks.isPending ? (
        <Spinner label="Loading unverified tricks..." />
      ) : tricks.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadUnverifiedFailed}
          onRetry={() => void tricks.refetch()}
          isRetrying={tricks.isFetching}
        />
      ) : tricks.data.length === 0 ? (
        <EmptyState
          icon={CheckCheck}
          title={ADMIN_MESSAGES.noUnverified}
          description={ADMIN_MESSAGES.allCaughtUp}
        />
      ) : (
        <ul aria-label="Unverified tricks" className="grid gap-2">
          {tricks.data.map((record) => (
            <li key={record.id}>
              <Card className="flex flex-wrap items-center gap-3 p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium">{record.trickName}</p>
                  <p className="text-sm text-muted-foreground">
                    @{record.username} · {record.points} pts
                    {record.learnedAt ? ` · ${formatRelativeTime(record.learnedAt)}` : ''}
                  </p>
                </div>
                <Button
                  size="sm"
                  className="h-10"
                  onClick={() => verify.mutate(record)}
                  isLoading={verify.isPending && verify.variables.id === record.id}
                  disabled={verify.isPending}
                  aria-label={`Verify ${record.trickName} for @${record.username}`}
                >
                  <BadgeCheck aria-hidden />
                  Verify
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
