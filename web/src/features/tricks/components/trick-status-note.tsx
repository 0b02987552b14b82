import type { TrickSummaryDto } from '@boonies/contracts/tricks';
import { cn } from '@/lib/utils';
import type { Catalogue } from '@/lib/catalogue/catalogue';
import { isLearned, type ProgressByTrick, type TrickStatus } from '../trick-status';
import { STATUS_LOOKS } from '../trick-status-look';
import { onFirstUse } from '@/lib/format';

interface TrickStatusNoteProps {
  trick: TrickSummaryDto;
  status: TrickStatus;
  catalogue: Catalogue;
  progress: ProgressByTrick;
}

const names = onFirstUse(() => new Intl.ListFormat('en', { type: 'conjunction' }));

/** One line on where the skater stands with this trick, and what would change it. */
export function TrickStatusNote({ trick, status, catalogue, progress }: TrickStatusNoteProps) {
  const { label, icon: Icon, iconClass } = STATUS_LOOKS[status];
  const explanation = {
    verified: 'The community confirmed it. Verified tricks are locked.',
    learned: 'Landed. Post a clip of it to get it verified.',
    available: 'Every prerequisite is landed.',
    'needs-prerequisites': `Learn ${names().format(
      catalogue
        .prerequisitesOf(trick)
        .filter((prerequisite) => !isLearned(progress, prerequisite.id))
        .map((prerequisite) => prerequisite.name),
    )} first.`,
  }[status];
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconClass)} />
      <span>
        {/* Beside a ticked "Learned" box, saying "Learned" again would only repeat it. */}
        {status !== 'learned' && <span className="font-medium text-foreground">{label}. </span>}
        {explanation}
      </span>
    </p>
  );
}
