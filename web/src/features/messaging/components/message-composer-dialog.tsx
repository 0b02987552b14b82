import { MESSAGE_MAX } from '@boonies/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { textareaClasses } from '../../posts/components/textarea';
import { useSendMessage } from '../api/send-message';
import { openChat, type ChatPeer } from '../chat-store';
import { MESSAGING_MESSAGES } from '../messaging-messages';

interface MessageComposerDialogProps {
  recipient: ChatPeer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A first message from a profile; once sent, the conversation carries on in the chat box. */
export function MessageComposerDialog({ recipient, open, onOpenChange }: MessageComposerDialogProps) {
  const [text, setText] = useState('');
  const send = useSendMessage();
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const trimmed = text.trim();
  const tooLong = text.length > MESSAGE_MAX;
  const canSend = trimmed.length > 0 && !tooLong && !send.isPending;

  function submit(): void {
    if (!canSend) return;
    send.mutate(
      { recipientId: recipient.id, content: trimmed },
      {
        onSuccess: () => {
          toast.success(MESSAGING_MESSAGES.sent(recipient.username));
          setText('');
          onOpenChange(false);
          openChat(recipient);
        },
        onError: () => toast.error(MESSAGING_MESSAGES.sendFailed),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>Message @{recipient.username}</DialogTitle>
            <DialogDescription>Say hi, plan a session or ask about a trick.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Message</Label>
            <textarea
              id={fieldId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={counterId}
              aria-invalid={tooLong || undefined}
              rows={5}
              className={textareaClasses}
            />
            <p
              id={counterId}
              className={cn(
                'text-right text-xs tabular-nums',
                tooLong ? 'text-destructive dark:text-red-300' : 'text-muted-foreground',
              )}
            >
              {text.length}/{MESSAGE_MAX} characters
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSend} isLoading={send.isPending}>
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
