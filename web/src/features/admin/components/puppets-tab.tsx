import { MapPin, VenetianMask } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAssumePuppet } from '../api/assume-puppet';
import { useInitializePuppets } from '../api/initialize-puppets';
import { usePuppets } from '../api/puppets';

/** The puppet accounts: create the ten presets, and operate as one of them. */
export function PuppetsTab() {
  const puppets = usePuppets();
  const initialize = useInitializePuppets();
  const assume = useAssumePuppet();

  return (
    <section aria-labelledby="puppets-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="puppets-heading" className="text-lg font-semibold">
            Puppet accounts
          </h2>
          <p className="text-sm text-muted-foreground">
            Post as a community persona. Everything done as a puppet is recorded with your name.
          </p>
        </div>
        <Button variant="outline" onClick={() => initialize.mutate()} isLoading={initialize.isPending}>
          Initialize puppets
        </Button>
      </div>

      {puppets.isPending ? (
        <Spinner label="Loading puppets..." />
      ) : puppets.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadPuppetsFailed}
          onRetry={() => void puppets.refetch()}
          isRetrying={puppets.isFetching}
        />
      ) : puppets.data.length === 0 ? (
        <EmptyState
          icon={VenetianMask}
          title={ADMIN_MESSAGES.noPuppets}
          description="Initialize the ten preset puppets to start."
        />
      ) : (
        <ul aria-label="Puppet accounts" className="grid gap-3 sm:grid-cols-2">
          {puppets.data.map((puppet) => (
            <li key={puppet.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="truncate font-semibold">{puppet.username}</p>
                    {puppet.location && (
                      <p className="flex items-center gap-1 text-xs text-muted-foreground">
                        <MapPin aria-hidden className="size-3" />
                        {puppet.location}
                      </p>
                    )}
                  </div>
                  <Badge variant="secondary">Level {puppet.level}</Badge>
                </div>
                {puppet.bio && <p className="text-sm text-muted-foreground">{puppet.bio}</p>}
                <p className="text-xs text-muted-foreground">Skating for {puppet.experience}</p>
                <Button
                  className="mt-auto"
                  onClick={() => assume.mutate(puppet.id)}
                  disabled={assume.isPending || !puppet.isActive}
                  isLoading={assume.isPending && assume.variables === puppet.id}
                  aria-label={`Assume ${puppet.username}`}
                >
                  <VenetianMask aria-hidden />
                  Assume identity
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
