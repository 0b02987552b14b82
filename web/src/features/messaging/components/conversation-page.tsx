import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths, profilePath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ConversationListDto, MessageUserDto } from '@boonies/contracts/messaging';
import { conversationListKey } from '@/lib/query-keys';
import { conversationMessages, useConversation } from '../api/conversation';
import { useCounterpartProfile } from '../api/counterpart';
import { ChatInput, History, TypingNote } from './chat-box';

/** `/messages/:userId`: one conversation, full screen, as a phone shows it. */
export function ConversationPage() {
  const { userId = '' } = useParams();
  const me = useSignedInUser();
  const peer = usePeer(userId);
  const field = useRef<HTMLTextAreaElement>(null);
  const name = peer ? peer.displayName || peer.username : '';

  useEffect(() => {
    field.current?.focus();
  }, [userId]);

  return (
    <Card className="mx-auto flex h-[calc(100dvh-10rem)] min-h-80 w-full max-w-3xl flex-col overflow-hidden p-0 lg:h-[calc(100dvh-6rem)]">
      <header className="flex items-center gap-2 border-b px-2 py-2">
        <Button asChild variant="ghost" size="icon" className="size-9">
          <Link to={paths.inbox} aria-label="Back to messages">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <Link to={profilePath(userId)} className="flex min-w-0 flex-1 items-center gap-2 rounded-md">
          <UserAvatar name={name || '?'} src={peer?.profilePicture ?? null} size="sm" />
          <span className="grid min-w-0">
            <h1 className="truncate text-sm font-semibold">
              <span className="sr-only">Chat with </span>
              {peer?.username ?? ''}
            </h1>
            <TypingNote userId={userId} />
          </span>
        </Link>
      </header>
      <History peerId={userId} myId={me.id} />
      <ChatInput ref={field} recipientId={userId} name={peer?.username ?? ''} />
    </Card>
  );
}

type Peer = Pick<MessageUserDto, 'username' | 'displayName' | 'profilePicture'>;

/**
 * The other skater as the thread or the conversation list already knows them, else as their profile says
 * (a conversation with no messages yet, opened by its link).
 */
function usePeer(userId: string): Peer | undefined {
  const conversation = useConversation(userId);
  const queryClient = useQueryClient();
  const known = useMemo(() => {
    const fromThread = conversationMessages(conversation.data)
      .flatMap((message) => [message.sender, message.recipient])
      .find((person) => person.id === userId);
    if (fromThread) return fromThread;
    const list = queryClient.getQueryData<InfiniteData<ConversationListDto>>(conversationListKey);
    return list?.pages.flatMap((page) => page.conversations).find((row) => row.counterpart.id === userId)
      ?.counterpart;
  }, [conversation.data, queryClient, userId]);
  const profile = useCounterpartProfile(userId, {
    enabled: known === undefined && !conversation.isPending,
  });
  return known ?? profile.data;
}
