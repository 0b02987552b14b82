import { MESSAGE_MAX, type MessageDto } from '@boonies/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { profilePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { composerOf, conversationMessages, useConversation } from '../api/conversation';
import { useMarkConversationRead } from '../api/conversation-list';
import { useIsTyping, useTypingSignal } from '../typing-store';
import { sendRefusalOf, useSendMessage } from '../api/send-message';
import { closeChat, type ChatPeer } from '../chat-store';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { EditedByStaff } from './edited-by-staff';
import { Form } from '@/components/ui/form';
import { RelativeTime } from '@/components/ui/relative-time';
import { textareaClasses } from '@/components/ui/textarea';
import { isNotFound } from '@/lib/api-client';
import { isRateLimited } from '@/lib/rate-limit-toast';
import { conversationKey, messageBoxKey } from '@/lib/query-keys';

/**
 * The conversation panel, fixed at the bottom right (above the phone's bottom bar). It is not modal:
 * the page stays usable behind it. Escape or the close button closes it; closing refreshes the inbox.
 */
export function ChatBox({ peer }: { peer: ChatPeer }) {
  const me = useSignedInUser();
  const queryClient = useQueryClient();
  const titleId = useId();
  const name = peer.displayName || peer.username;
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, [peer.id]);

  function close(): void {
    closeChat();
    void queryClient.invalidateQueries({ queryKey: messageBoxKey('received') });
    void queryClient.invalidateQueries({ queryKey: messageBoxKey('sent') });
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
      className="fixed bottom-20 right-2 z-40 flex h-96 w-[calc(100%-1rem)] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-2xl shadow-black/40 sm:right-4 sm:w-96 lg:bottom-4"
    >
      <header className="flex items-center gap-3 border-b bg-brand-gradient/10 px-3 py-2">
        <Link to={profilePath(peer.id)} className="flex min-w-0 flex-1 items-center gap-2 rounded-md">
          <UserAvatar name={name} src={peer.profilePicture} size="sm" />
          <span className="grid min-w-0">
            <h2 id={titleId} className="truncate text-sm font-semibold">
              <span className="sr-only">Chat with </span>
              {peer.username}
            </h2>
            <TypingNote userId={peer.id} />
          </span>
        </Link>
        <Button variant="ghost" size="icon" aria-label="Close chat" onClick={close} className="size-9">
          <X aria-hidden />
        </Button>
      </header>
      <History peerId={peer.id} myId={me.id} />
      <ChatInput ref={field} recipientId={peer.id} name={peer.username} />
    </section>
  );
}

/** "typing…" while the other skater writes to the signed-in user. */
export function TypingNote({ userId, className }: { userId: string; className?: string }) {
  const typing = useIsTyping(userId);
  return (
    <span aria-live="polite" className={cn('truncate text-xs text-muted-foreground', className)}>
      {typing ? MESSAGING_MESSAGES.typing : ''}
    </span>
  );
}

/**
 * The thread with `peerId`, oldest at the top. Open, it reads every message the peer sent (once per new
 * one), and "Seen" stands under the last message the signed-in user sent once the peer read it.
 */
export function History({ peerId, myId, className }: { peerId: string; myId: string; className?: string }) {
  const query = useConversation(peerId);
  const messages = useMemo(() => conversationMessages(query.data), [query.data]);
  const list = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  const markRead = useMarkConversationRead();
  const { mutate: readConversation } = markRead;
  const unreadFromPeer = messages.some((message) => message.senderId === peerId && message.readAt === null);
  const lastMine = messages.findLast((message) => message.senderId === myId);
  const seen = lastMine !== undefined && lastMine.id === newestId && lastMine.readAt !== null;

  useEffect(() => {
    if (unreadFromPeer) readConversation(peerId);
  }, [unreadFromPeer, newestId, peerId, readConversation]);

  // Newest at the bottom, in view: on open and whenever a message arrives (older pages do not move it).
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={MESSAGING_MESSAGES.chatLoading} />
      </div>
    );
  }
  if (query.isError && isNotFound(query.error)) {
    // Retrying cannot help: the other skater is gone or a block stands between the two.
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          size="sm"
          title={MESSAGING_MESSAGES.conversationGone}
          description={MESSAGING_MESSAGES.conversationGoneDetail}
        />
      </div>
    );
  }
  if (query.isError && messages.length === 0) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <ErrorState
          size="sm"
          title={MESSAGING_MESSAGES.conversationFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </div>
    );
  }
  return (
    <div
      ref={list}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      className={cn('flex flex-1 flex-col gap-2 overflow-y-auto overscroll-contain px-3 py-3', className)}
    >
      <LoadMoreButton pages={query} variant="ghost" size="sm" className="self-center">
        Load earlier messages
      </LoadMoreButton>
      {messages.length === 0 ? (
        <EmptyState size="sm" title={MESSAGING_MESSAGES.chatEmpty} className="my-auto" />
      ) : (
        messages.map((message) => (
          <ChatMessage key={message.id} message={message} mine={message.senderId === myId} />
        ))
      )}
      {seen && (
        <span className="self-end px-1 text-[11px] text-muted-foreground" data-testid="seen">
          {MESSAGING_MESSAGES.seen}
        </span>
      )}
    </div>
  );
}

function ChatMessage({ message, mine }: { message: MessageDto; mine: boolean }) {
  return (
    <div
      data-mine={mine}
      className={cn(
        'flex max-w-[85%] flex-col gap-0.5',
        mine ? 'items-end self-end' : 'items-start self-start',
      )}
    >
      <p
        className={cn(
          'whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          mine ? 'rounded-br-sm bg-brand-gradient text-white' : 'rounded-bl-sm bg-muted text-foreground',
          message.hiddenByModerators && 'italic opacity-80',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : `${message.sender.username}: `}</span>
        {message.content}
      </p>
      <span className="flex items-center gap-2 px-1">
        {message.editedByStaff && <EditedByStaff />}
        <RelativeTime iso={message.createdAt} className="text-[11px] text-muted-foreground" />
      </span>
    </div>
  );
}

export interface ChatInputProps {
  ref: React.Ref<HTMLTextAreaElement>;
  recipientId: string;
  name: string;
}

/**
 * The composer. Closed, with the server's reason, where the conversation says the caller may no longer
 * write (a block, messages off, a deactivated or suspended account); the history above stays readable.
 */
export function ChatInput({ ref, recipientId, name }: ChatInputProps) {
  const [text, setText] = useState('');
  const signalTyping = useTypingSignal(recipientId);
  const send = useSendMessage();
  const queryClient = useQueryClient();
  const conversation = useConversation(recipientId);
  const composer = composerOf(conversation.data);
  const reasonId = useId();
  const trimmed = text.trim();
  const canSend = composer.canMessage && trimmed.length > 0 && !send.isPending;

  function submit(): void {
    if (!canSend) return;
    send.mutate(
      { recipientId, content: trimmed },
      {
        onSuccess: () => setText(''),
        // A refusal for going too fast has its own toast, with the wait.
        onError: (error) => {
          if (isRateLimited(error)) return;
          const refusal = sendRefusalOf(error);
          toast.error(refusal ?? MESSAGING_MESSAGES.sendFailed);
          // Things changed since the conversation loaded: ask again, which closes the composer.
          if (refusal) void queryClient.invalidateQueries({ queryKey: conversationKey(recipientId) });
        },
      },
    );
  }

  // A conversation the server no longer shows has nothing to write into; the history says why.
  if (conversation.isError && isNotFound(conversation.error)) return null;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    // Enter sends; Shift+Enter (and Enter while an input method composes) writes a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Form className="flex flex-col gap-1 border-t p-2" onSubmit={submit}>
      {!composer.canMessage && (
        <p id={reasonId} role="status" className="px-1 text-xs text-muted-foreground">
          {composer.reason ?? MESSAGING_MESSAGES.composerClosed}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) signalTyping();
          }}
          onKeyDown={onKeyDown}
          disabled={!composer.canMessage}
          aria-describedby={composer.canMessage ? undefined : reasonId}
          placeholder={composer.canMessage ? MESSAGING_MESSAGES.chatPlaceholder : ''}
          aria-label={`Message @${name}`}
          maxLength={MESSAGE_MAX}
          rows={1}
          className={cn(textareaClasses, 'max-h-20 min-h-10 flex-1 resize-none py-2 leading-snug')}
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          disabled={!canSend}
          isLoading={send.isPending}
        >
          {!send.isPending && <Send aria-hidden />}
        </Button>
      </div>
    </Form>
  );
}
