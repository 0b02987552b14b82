import { type AdminMessageDto, MESSAGE_MAX } from '@boonies/contracts/messaging';
import { useState } from 'react';
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
import { MessageTextField } from '@/components/ui/message-text-field';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useEditMessage } from '../api/edit-message';
import { Form } from '@/components/ui/form';

interface EditMessageDialogProps {
  /** The message being edited; `null` keeps the dialog closed. */
  message: AdminMessageDto | null;
  onClose: () => void;
}

export function EditMessageDialog({ message, onClose }: EditMessageDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed, so each message starts from its own text. */}
        {message && <EditMessageForm key={message.id} message={message} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The sending rules apply: trimmed, not empty, at most 1000 characters. */
function EditMessageForm({ message, onDone }: { message: AdminMessageDto; onDone: () => void }) {
  const [text, setText] = useState(message.content);
  const edit = useEditMessage();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX;
  const canSave = trimmed.length > 0 && !tooLong && trimmed !== message.content && !edit.isPending;

  function submit(): void {
    if (!canSave) return;
    edit.mutate(
      { id: message.id, content: trimmed },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.messageUpdated);
          onDone();
        },
        onError: (error) =>
          toast.error(ADMIN_MESSAGES.updateMessageFailed, { description: serverMessageOf(error) }),
      },
    );
  }

  return (
    <Form onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Edit message</DialogTitle>
        <DialogDescription>
          From @{message.sender.username} to @{message.recipient.username}. Both see the new text.
        </DialogDescription>
      </DialogHeader>
      <MessageTextField
        value={text}
        onChange={setText}
        length={trimmed.length}
        invalid={tooLong || trimmed.length === 0}
        rows={6}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!canSave} isLoading={edit.isPending}>
          Save
        </Button>
      </DialogFooter>
    </Form>
  );
}
