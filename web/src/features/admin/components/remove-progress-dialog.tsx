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
import { useRemoveProgress } from '../api/remove-progress';

interface RemoveProgressDialogProps {
  user: { id: string; username: string } | null;
  onOpenChange: (open: boolean) => void;
}

/** Removing a skater's progress cannot be undone, so it is confirmed first. */
export function RemoveProgressDialog({ user, onOpenChange }: RemoveProgressDialogProps) {
  const remove = useRemoveProgress();
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove all progress of @{user?.username}?</DialogTitle>
          <DialogDescription>
            Every learned and verified trick of this skater is deleted and their score drops to zero. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            isLoading={remove.isPending}
            onClick={() => {
              if (user) remove.mutate(user.id, { onSuccess: () => onOpenChange(false) });
            }}
          >
            Remove all progress
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
