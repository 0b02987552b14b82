import type { AuditEntryDto, AuditPersonDto } from '@boonies/contracts/admin';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { formatFullTime } from '@/lib/format';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { AuditFiltersForm } from './audit-filters-form';

function nameOf(person: AuditPersonDto | null): string {
  if (!person) return 'System';
  return person.username ? `@${person.username}` : 'Unknown account';
}

/** "post of @kenji", "trick custom-3": what the action touched, and whose it is. */
function targetText({ target }: AuditEntryDto): string | null {
  if (!target) return null;
  return target.owner ? `${target.type} of ${nameOf(target.owner)}` : `${target.type} ${target.id}`;
}

function AuditEntryItem({ entry }: { entry: AuditEntryDto }) {
  const target = targetText(entry);
  return (
    <li className="grid gap-0.5 rounded-lg border bg-card p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {entry.summary}
        <Badge variant={entry.mode === 'puppet' ? 'secondary' : 'outline'}>
          {entry.mode === 'puppet' ? 'As a puppet' : 'As themselves'}
        </Badge>
      </p>
      <p className="text-muted-foreground">
        {nameOf(entry.actor)}
        {entry.actingAs ? ` as ${nameOf(entry.actingAs)}` : ''}
        {target ? ` · ${target}` : ''} ·{' '}
        <time dateTime={entry.occurredAt}>{formatFullTime(entry.occurredAt)}</time>
      </p>
      <p className="font-mono text-xs text-muted-foreground">{entry.action}</p>
    </li>
  );
}

/** Who did what, when, and as whom: every admin action, as themselves or as a puppet, filterable. */
export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      <AuditFiltersForm onApply={setFilters} />
      {log.isPending ? (
        <Spinner label="Loading the audit log..." />
      ) : log.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadAuditFailed}
          description={
            log.error instanceof ApiError && log.error.status === 400 ? serverMessageOf(log.error) : undefined
          }
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={filtered ? ADMIN_MESSAGES.noAuditMatch : ADMIN_MESSAGES.noAudit}
        />
      ) : (
        <>
          <ol aria-label="Audit entries" className="grid gap-2">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
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
