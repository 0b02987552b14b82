import type { UserSummaryDto } from '@boonies/contracts/social';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { profilePath } from '@/lib/paths';
import { nameOf } from '../game-rules';

/** A player's picture and name, linking to their profile. */
export function GamePerson({ user, detail }: { user: UserSummaryDto; detail?: ReactNode }) {
  return (
    <Link to={profilePath(user.id)} className="flex min-w-0 items-center gap-3 rounded-md">
      <UserAvatar name={nameOf(user)} src={user.profilePicture} />
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate text-sm font-semibold">{nameOf(user)}</span>
        <span className="truncate text-xs text-muted-foreground">
          @{user.username}
          {detail && <> · {detail}</>}
        </span>
      </span>
    </Link>
  );
}
