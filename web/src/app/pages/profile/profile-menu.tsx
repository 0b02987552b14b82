import type { ProfileDto } from '@boonies/contracts/social';
import { Ban, Ellipsis, Flag, ShieldOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { buttonVariants } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/api-client';
import { SETTINGS_MESSAGES, useBlockUser } from '@/features/settings';

const ReportDialog = lazy(() =>
  import('@/features/moderation/lazy').then((module) => ({ default: module.ReportDialog })),
);

const BlockUserDialog = lazy(() =>
  import('./block-user-dialog').then((module) => ({ default: module.BlockUserDialog })),
);

/** Another skater's profile menu: Report, and Block (after a confirmation) or Unblock. */
export function ProfileMenu({ profile }: { profile: Pick<ProfileDto, 'id' | 'username' | 'isBlocked'> }) {
  const [confirming, setConfirming] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const unblock = useBlockUser();
  const [reporting, setReporting] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`More actions for @${profile.username}`}
          className={buttonVariants({ variant: 'outline', size: 'icon' })}
        >
          <Ellipsis aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden />
            Report @{profile.username}
          </DropdownMenuItem>
          {profile.isBlocked ? (
            <DropdownMenuItem
              disabled={unblock.isPending}
              onSelect={() =>
                unblock.mutate(
                  { userId: profile.id, block: false },
                  {
                    onSuccess: () => toast.success(SETTINGS_MESSAGES.unblocked(profile.username)),
                    onError: (error) =>
                      toast.error(SETTINGS_MESSAGES.unblockFailed, { description: serverMessageOf(error) }),
                  },
                )
              }
            >
              <ShieldOff aria-hidden />
              Unblock @{profile.username}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => {
                setDialogRequested(true);
                setConfirming(true);
              }}
            >
              <Ban aria-hidden />
              Block @{profile.username}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ targetType: 'profile', targetId: profile.id }}
            open={reporting}
            onOpenChange={setReporting}
          />
        </Suspense>
      )}
      {dialogRequested && (
        <Suspense fallback={null}>
          <BlockUserDialog user={profile} open={confirming} onOpenChange={setConfirming} />
        </Suspense>
      )}
    </>
  );
}
