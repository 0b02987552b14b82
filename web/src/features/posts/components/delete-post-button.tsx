import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDeletePost } from '../api/delete-post';
import { POSTS_MESSAGES } from '../posts-messages';

/** Delete, after a confirmation: the dialog keeps focus inside and gives it back to the button on cancel. */
export function DeletePostButton({ postId, isReply = false }: { postId: string; isReply?: boolean }) {
  const [open, setOpen] = useState(false);
  const deletePost = useDeletePost();
  const noun = isReply ? 'reply' : 'post';
  return (
    <Dialog open={open} onOpenChange={(next) => !deletePost.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${noun}`} className="-mr-2 -mt-1 shrink-0">
          <Trash2 aria-hidden className="text-muted-foreground" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {noun}?</DialogTitle>
          <DialogDescription>{POSTS_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deletePost.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            isLoading={deletePost.isPending}
            onClick={() => deletePost.mutate(postId, { onSettled: () => setOpen(false) })}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
