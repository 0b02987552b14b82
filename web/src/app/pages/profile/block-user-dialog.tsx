import type { ProfileDto } from '@boonies/contracts/social';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessageOf } from '@/lib/api-client';
import { SETTINGS_MESSAGES, useBlockUser } from '@/features/settings';

interface BlockUserDialogProps {
  user: Pick<ProfileDto, 'id' | 'username'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Blocking ends follows both ways, so it is confirmed first. */
export function BlockUserDialog({ user, open, onOpenChange }: BlockUserDialogProps) {
  const block = useBlockUser();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block @{user.username}?</DialogTitle>
          <DialogDescription>
            You will stop following each other, and neither of you can message or notify the other. You can
            unblock them any time from their profile or Settings → Blocked Users.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            isLoading={block.isPending}
            onClick={() =>
              block.mutate(
                { userId: user.id, block: true },
                {
                  onSuccess: () => {
                    toast.success(SETTINGS_MESSAGES.blocked(user.username));
                    onOpenChange(false);
                  },
                  onError: (error) =>
                    toast.error(SETTINGS_MESSAGES.blockFailed, { description: serverMessageOf(error) }),
                },
              )
            }
          >
            Block
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
