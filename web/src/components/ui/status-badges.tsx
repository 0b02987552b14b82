import type { UserDto } from '@boonies/contracts/auth';
import { cn } from '@/lib/utils';
import { Badge } from './badge';

export type SponsorshipStatuses = Pick<UserDto, 'isBrand' | 'proStatus' | 'amateurStatus' | 'flowStatus'>;
type StatusBadge = 'brand' | 'pro' | 'am' | 'flow';

const LABELS: Record<StatusBadge, string> = { brand: 'Brand', pro: 'Pro', am: 'Am', flow: 'Flow' };

/** A brand is only ever a brand; a skater shows each sponsorship status they hold. */
export function statusBadgesOf(user: SponsorshipStatuses): StatusBadge[] {
  if (user.isBrand) return ['brand'];
  const badges: StatusBadge[] = [];
  if (user.proStatus) badges.push('pro');
  if (user.amateurStatus) badges.push('am');
  if (user.flowStatus) badges.push('flow');
  return badges;
}

export function StatusBadges({ user, className }: { user: SponsorshipStatuses; className?: string }) {
  const badges = statusBadgesOf(user);
  if (badges.length === 0) return null;
  return (
    <span className={cn('inline-flex flex-wrap gap-1', className)}>
      {badges.map((badge) => (
        <Badge key={badge} variant={badge}>
          {LABELS[badge]}
        </Badge>
      ))}
    </span>
  );
}
