import type { AuditPersonDto } from '@boonies/contracts';
import { ScrollText } from 'lucide-react';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatFullTime } from '../../../lib/format';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAuditLog } from '../api/audit-log';

function nameOf(person: AuditPersonDto | null): string {
  if (!person) return 'System';
  return person.username ? `@${person.username}` : 'Unknown account';
}

/** Who did what, when, and as whom: every puppet-mode action names the real admin. */
export function AuditLogTab() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      {log.isPending ? (
        <Spinner label="Loading the audit log..." />
      ) : log.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadAuditFailed}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={ADMIN_MESSAGES.noAudit} />
      ) : (
        <>
          <ol aria-label="Audit entries" className="grid gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 rounded-lg border bg-card p-3 text-sm">
                <p className="font-medium">{entry.summary}</p>
                <p className="text-muted-foreground">
                  {nameOf(entry.actor)}
                  {entry.actingAs ? ` as ${nameOf(entry.actingAs)}` : ''} ·{' '}
                  <time dateTime={entry.occurredAt}>{formatFullTime(entry.occurredAt)}</time>
                </p>
                <p className="font-mono text-xs text-muted-foreground">{entry.action}</p>
              </li>
            ))}
          </ol>
          <LoadMoreButton pages={log} className="justify-self-center">
            Load older entries
          </LoadMoreButton>
        </>
      )}
    </section>
  );
}
