import {
  isHideable,
  type ModerationAction,
  REPORT_REASON_LABELS,
  type ReportCaseDto,
  type ReportedContentDto,
  type ReportSort,
  type ReportStatus,
} from '@boonies/contracts/admin';
import { EyeOff, Flag, ShieldAlert, ShieldCheck, TriangleAlert, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { countOf, formatFullTime } from '@/lib/format';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useReportQueue, useResolveReport } from '../api/reports';
import { SuspendDialog } from './suspend-dialog';

const NOUNS: Record<ReportCaseDto['targetType'], string> = {
  post: 'Post',
  reply: 'Reply',
  message: 'Message',
  profile: 'Profile',
};

const OUTCOMES: Record<ModerationAction, string> = {
  hide: 'Hidden',
  warn: 'Author warned',
  suspend: 'Author suspended',
  dismiss: 'Dismissed',
};

/** The moderation queue: reported content in context, and hide, warn, suspend or dismiss. */
export function ModerationTab() {
  const id = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [sort, setSort] = useState<ReportSort>('newest');
  const queue = useReportQueue(status, sort);
  const cases = queue.data?.pages.flatMap((page) => page.cases) ?? [];

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Moderation
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-label="Show" className="flex gap-1">
            {(['open', 'resolved'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={status === value ? 'secondary' : 'ghost'}
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
              >
                {value === 'open' ? 'Open' : 'Resolved'}
              </Button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            Sort
            <select
              value={sort}
              onChange={(event) => setSort(event.target.value as ReportSort)}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              <option value="newest">Newest first</option>
              <option value="most_reported">Most reported first</option>
            </select>
          </label>
        </div>
      </div>

      {queue.isPending ? (
        <Spinner label="Loading reports..." />
      ) : queue.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadReportsFailed}
          onRetry={() => void queue.refetch()}
          isRetrying={queue.isFetching}
        />
      ) : cases.length === 0 ? (
        <EmptyState
          icon={status === 'open' ? ShieldCheck : Flag}
          title={status === 'open' ? ADMIN_MESSAGES.noOpenReports : ADMIN_MESSAGES.noResolvedReports}
        />
      ) : (
        <>
          <ul aria-label="Reports" aria-busy={queue.isFetching || undefined} className="grid gap-3">
            {cases.map((found) => (
              <li key={found.id}>
                <ReportCaseCard found={found} />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={queue} className="justify-self-center">
            Load more reports
          </LoadMoreButton>
        </>
      )}
    </section>
  );
}

function ReportCaseCard({ found }: { found: ReportCaseDto }) {
  const id = useId();
  const resolve = useResolveReport();
  const [suspending, setSuspending] = useState(false);
  // Hide, warn and dismiss each ask once more: a moderator's click reaches someone else at once.
  const [confirming, setConfirming] = useState<Exclude<ModerationAction, 'suspend'> | null>(null);
  const author = found.content.authorUsername;
  const noun = NOUNS[found.targetType];
  const act = (action: ModerationAction, extra: { days?: number; note?: string } = {}) =>
    resolve.mutate(
      { id: found.id, action, ...extra },
      {
        onSuccess: () => setSuspending(false),
        onSettled: () => setConfirming(null),
      },
    );
  const busy = resolve.isPending;

  return (
    <Card aria-labelledby={`${id}-title`} role="article" className="grid gap-3 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {noun} by @{author}
        </h3>
        <Badge variant="destructive">{countOf(found.reportCount, 'report')}</Badge>
        <span className="text-xs text-muted-foreground">
          Last reported <time dateTime={found.lastReportedAt}>{formatFullTime(found.lastReportedAt)}</time>
        </span>
      </header>

      <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
        {found.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge variant="outline">
              {REPORT_REASON_LABELS[reason]}
              {count > 1 ? ` ×${count}` : ''}
            </Badge>
          </li>
        ))}
      </ul>

      {found.content.thread && (
        <div className="rounded-md border-l-2 pl-3 text-sm text-muted-foreground">
          <p className="text-xs">In reply to @{found.content.thread.authorUsername}:</p>
          <ContentBody content={found.content.thread} />
        </div>
      )}
      <div className="rounded-md bg-muted/50 p-3">
        {found.content.recipientUsername && (
          <p className="text-xs text-muted-foreground">To @{found.content.recipientUsername}</p>
        )}
        <ContentBody content={found.content} />
      </div>

      {found.reports.some(({ details }) => details) && (
        <ul aria-label="Details from reporters" className="grid gap-1 text-sm">
          {found.reports
            .filter(({ details }) => details)
            .map((report) => (
              <li key={report.reporterId}>
                <span className="font-medium">@{report.reporterUsername ?? 'someone'}</span>
                <span className="text-muted-foreground"> ({REPORT_REASON_LABELS[report.reason]}): </span>
                {report.details}
              </li>
            ))}
        </ul>
      )}

      {found.resolution ? (
        <p className="text-sm text-muted-foreground">
          {OUTCOMES[found.resolution.action]}
          {found.resolution.days ? ` for ${countOf(found.resolution.days, 'day')}` : ''} ·{' '}
          <time dateTime={found.resolution.resolvedAt}>{formatFullTime(found.resolution.resolvedAt)}</time>
          {found.resolution.note ? ` · ${found.resolution.note}` : ''}
        </p>
      ) : (
        <div
          role="group"
          aria-label={`Actions for the ${noun.toLowerCase()} by @${author}`}
          className="flex flex-wrap gap-2"
        >
          {isHideable(found.targetType) && (
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirming('hide')}>
              <EyeOff aria-hidden />
              Hide {noun.toLowerCase()}
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming('warn')}>
            <TriangleAlert aria-hidden />
            Warn @{author}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setSuspending(true)}>
            <UserX aria-hidden />
            Suspend @{author}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming('dismiss')}>
            <ShieldAlert aria-hidden />
            Dismiss
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmModeration
          title={CONFIRM_TITLES[confirming](noun.toLowerCase(), author)}
          description={CONFIRM_CONSEQUENCES[confirming]}
          confirmLabel={CONFIRM_LABELS[confirming]}
          destructive={confirming === 'hide'}
          isPending={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => act(confirming)}
        />
      )}
      {suspending && (
        <SuspendDialog
          username={author}
          reasonRequired={false}
          isPending={busy}
          onOpenChange={(open) => !open && setSuspending(false)}
          onConfirm={(days, note) => act('suspend', { days, ...(note ? { note } : {}) })}
        />
      )}
    </Card>
  );
}

type ConfirmedAction = Exclude<ModerationAction, 'suspend'>;

const CONFIRM_TITLES: Record<ConfirmedAction, (noun: string, author: string) => string> = {
  hide: (noun) => `Hide this ${noun}?`,
  warn: (_noun, author) => `Warn @${author}?`,
  dismiss: () => 'Dismiss these reports?',
};

const CONFIRM_CONSEQUENCES: Record<ConfirmedAction, string> = {
  hide: 'Nobody but its author will see it, and its reporters are told it was hidden.',
  warn: 'The author is warned at once, and the warning weighs on their standing for a while.',
  dismiss: 'The case closes with nothing done, and its reporters are told so.',
};

const CONFIRM_LABELS: Record<ConfirmedAction, string> = { hide: 'Hide', warn: 'Warn', dismiss: 'Dismiss' };

function ConfirmModeration({
  title,
  description,
  confirmLabel,
  destructive,
  isPending,
  onCancel,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  destructive: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={onCancel}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} isLoading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ContentBody({ content }: { content: ReportedContentDto }) {
  return (
    <div className="grid gap-2">
      {content.text ? (
        <p className="whitespace-pre-wrap break-words text-sm">{content.text}</p>
      ) : (
        <p className="text-sm italic text-muted-foreground">No text</p>
      )}
      {content.imageUrl && (
        <img
          src={content.imageUrl}
          alt={`Image by @${content.authorUsername}`}
          className="max-h-64 w-auto justify-self-start rounded-md border"
        />
      )}
      {content.videoUrl && (
        <a href={content.videoUrl} target="_blank" rel="noreferrer noopener" className="text-sm underline">
          Open the clip
        </a>
      )}
    </div>
  );
}
