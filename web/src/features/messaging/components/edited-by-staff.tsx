import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { MESSAGING_MESSAGES } from '../messaging-messages';

/**
 * The mark on a direct message an admin changed after it was sent, shown to both participants so no one
 * takes the words for the sender's own.
 */
export function EditedByStaff({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-[11px] font-medium text-amber-400', className)}
      title={MESSAGING_MESSAGES.editedByStaffHint}
    >
      <ShieldAlert aria-hidden className="size-3" />
      {MESSAGING_MESSAGES.editedByStaff}
    </span>
  );
}
