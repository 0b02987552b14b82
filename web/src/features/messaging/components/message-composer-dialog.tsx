import { MESSAGE_MAX } from '@boonies/contracts/messaging';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { sendRefusalOf, useSendMessage } from '../api/send-message';
import { openChat, type ChatPeer } from '../chat-store';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { MessageTextField } from '@/components/ui/message-text-field';
import { Form } from '@/components/ui/form';
import { isRateLimited } from '@/lib/rate-limit-toast';

interface MessageComposerDialogProps {
  recipient: ChatPeer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A first message from a profile; once sent, the conversation carries on in the chat box. */
export function MessageComposerDialog({ recipient, open, onOpenChange }: MessageComposerDialogProps) {
  const [text, setText] = useState('');
  const send = useSendMessage();
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
        // A refusal for going too fast has its own toast, with the wait.
        onError: (error) => {
          if (!isRateLimited(error)) toast.error(sendRefusalOf(error) ?? MESSAGING_MESSAGES.sendFailed);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <Form onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Message @{recipient.username}</DialogTitle>
            <DialogDescription>Say hi, plan a session or ask about a trick.</DialogDescription>
          </DialogHeader>
          <MessageTextField value={text} onChange={setText} length={text.length} invalid={tooLong} rows={5} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSend} isLoading={send.isPending}>
              Send
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
