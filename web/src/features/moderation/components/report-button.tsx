import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { REPORT_NOUNS } from '../moderation-messages';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** A small "Report" button that opens the report dialog (posts, replies and messages). */
export function ReportButton({
  target,
  className,
  withLabel = false,
}: {
  target: ReportTarget;
  className?: string;
  withLabel?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const label = `Report ${REPORT_NOUNS[target.targetType]}`;
  return (
    <>
      <Button
        variant="ghost"
        size={withLabel ? 'sm' : 'icon'}
        aria-label={label}
        className={cn('shrink-0', className)}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden className="text-muted-foreground" />
        {withLabel && 'Report'}
      </Button>
      {open && <ReportDialog target={target} open={open} onOpenChange={setOpen} />}
    </>
  );
}
