import { Check, CircleDashed, Sparkles, Star, type LucideIcon } from 'lucide-react';
import type { TrickStatus } from './trick-status';

/** How each status is named and marked, the same in lists, on the detail page and on the map. */
export const STATUS_LOOKS: Record<TrickStatus, { label: string; icon: LucideIcon; iconClass: string }> = {
  verified: { label: 'Verified', icon: Star, iconClass: 'fill-current text-amber-400' },
  learned: { label: 'Learned', icon: Check, iconClass: 'text-indigo-500 dark:text-indigo-300' },
  available: { label: 'Available next', icon: Sparkles, iconClass: 'text-cyan-600 dark:text-cyan-300' },
  // Not "Locked", and no padlock: those mean a verified trick, which cannot be unticked.
  'needs-prerequisites': {
    label: 'Needs prerequisites',
    icon: CircleDashed,
    iconClass: 'text-muted-foreground',
  },
};
