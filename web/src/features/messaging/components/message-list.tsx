import type { MessageBox, MessageDto, MessagePageDto } from '@boonies/contracts/messaging';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MessageCircle, MessagesSquare, Reply, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusBadges } from '@/components/ui/status-badges';
import { formatRelativeTime } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { ReportButton } from '@/features/moderation';
import { useMarkMessageRead } from '../api/mark-message-read';
import { openChat } from '../chat-store';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { EditedByStaff } from './edited-by-staff';

type BoxQuery = UseInfiniteQueryResult<InfiniteData<MessagePageDto, unknown>, Error>;

/** The Received or Sent tab. */
export function MessageList({ box, query }: { box: MessageBox; query: BoxQuery }) {
  const messages = useMemo(() => query.data?.pages.flatMap((page) => page.messages) ?? [], [query.data]);

  if (query.isError && messages.length === 0) {
    return (
      <Card>
        <ErrorState
          title={MESSAGING_MESSAGES.listFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </Card>
    );
  }
  if (messages.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={MessagesSquare}
          title={box === 'received' ? MESSAGING_MESSAGES.emptyReceived : MESSAGING_MESSAGES.emptySent}
        />
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label={box === 'received' ? 'Received messages' : 'Sent messages'}>
        {messages.map((message) => (
          <li key={message.id}>
            {box === 'received' ? <ReceivedCard message={message} /> : <SentCard message={message} />}
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={query} className="justify-self-center">
        Load more messages
      </LoadMoreButton>
    </div>
  );
}

function ReceivedCard({ message }: { message: MessageDto }) {
  const markRead = useMarkMessageRead();
  const unread = message.readAt === null;
  function reply(): void {
    if (unread) markRead.mutate(message.id);
    openChat(message.sender);
  }
  return (
    <MessageCard message={message} person={message.sender} direction="From:" highlighted={unread}>
      {unread && <Badge>New</Badge>}
      <Actions>
        <Button size="sm" onClick={reply} aria-label={`Reply to @${message.sender.username}`}>
          <Reply aria-hidden />
          Reply
        </Button>
        <ViewProfile userId={message.sender.id} username={message.sender.username} />
        {!message.hiddenByModerators && (
          <ReportButton target={{ targetType: 'message', targetId: message.id }} withLabel />
        )}
      </Actions>
    </MessageCard>
  );
}

function SentCard({ message }: { message: MessageDto }) {
  return (
    <MessageCard message={message} person={message.recipient} direction="To:">
      {message.readAt && (
        <span className="text-xs text-muted-foreground">Read {formatRelativeTime(message.readAt)}</span>
      )}
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => openChat(message.recipient)}
          aria-label={`Continue chat with @${message.recipient.username}`}
        >
          <MessageCircle aria-hidden />
          Continue Chat
        </Button>
        <ViewProfile userId={message.recipient.id} username={message.recipient.username} />
      </Actions>
    </MessageCard>
  );
}

interface MessageCardProps {
  message: MessageDto;
  person: MessageDto['sender'];
  direction: 'From:' | 'To:';
  highlighted?: boolean;
  children: React.ReactNode;
}

function MessageCard({ message, person, direction, highlighted = false, children }: MessageCardProps) {
  const name = person.displayName || person.username;
  return (
    <Card
      className={cn('grid gap-3 p-4', highlighted && 'border-ring/60 bg-accent/40')}
      data-unread={highlighted || undefined}
    >
      <div className="flex items-start gap-3">
        <Link to={profilePath(person.id)} tabIndex={-1} aria-hidden className="rounded-full">
          <UserAvatar name={name} src={person.profilePicture} />
        </Link>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="text-muted-foreground">{direction}</span>
            <Link to={profilePath(person.id)} className="font-semibold hover:underline">
              {person.username}
            </Link>
            <StatusBadges user={{ ...person, isBrand: false }} />
            <RelativeTime iso={message.createdAt} className="text-xs text-muted-foreground" />
          </p>
          <p
            className={cn(
              'whitespace-pre-wrap break-words text-sm',
              message.hiddenByModerators && 'italic text-muted-foreground',
            )}
          >
            {message.content}
          </p>
          {message.editedByStaff && <EditedByStaff className="justify-self-start" />}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </Card>
  );
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="ml-auto flex flex-wrap gap-2">{children}</div>;
}

function ViewProfile({ userId, username }: { userId: string; username: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={profilePath(userId)} aria-label={`View profile of @${username}`}>
        <UserRound aria-hidden />
        View Profile
      </Link>
    </Button>
  );
}
