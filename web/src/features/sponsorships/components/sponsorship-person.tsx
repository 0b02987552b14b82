import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { StatusBadges, type SponsorshipStatuses } from '@/components/ui/status-badges';
import { profilePath } from '@/lib/paths';

interface SponsorshipPersonProps {
  person: { id: string; username: string; displayName?: string | null; profilePicture: string | null };
  badges?: SponsorshipStatuses;
  /** Under the name, e.g. the request date. */
  detail?: ReactNode;
  /** The row's controls or status on the right. */
  children?: ReactNode;
}

/** One brand or athlete in a sponsorship list: picture and name (a link to the profile), then actions. */
export function SponsorshipPerson({ person, badges, detail, children }: SponsorshipPersonProps) {
  const name = person.displayName || person.username;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2.5">
      <Link to={profilePath(person.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-md">
        <UserAvatar name={name} src={person.profilePicture} />
        <span className="grid min-w-0 gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="truncate text-sm font-medium">{name}</span>
            {badges && <StatusBadges user={badges} />}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            @{person.username}
            {detail && <> · {detail}</>}
          </span>
        </span>
      </Link>
      {children && <div className="flex shrink-0 items-center gap-2">{children}</div>}
    </div>
  );
}
