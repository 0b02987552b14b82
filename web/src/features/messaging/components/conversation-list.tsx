import type { ConversationSummaryDto } from '@boonies/contracts/messaging';
import { MessagesSquare } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Spinner } from '@/components/ui/spinner';
import { conversationPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useConversationList } from '../api/conversation-list';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { useIsTyping } from '../typing-store';

/** The Chats tab: one row per counterpart, newest conversation first. */
export function ConversationList({ myId }: { myId: string }) {
  const query = useConversationList();
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.conversations) ?? [], [query.data]);

  if (query.isPending) {
    return (
      <Card className="flex justify-center py-12">
        <Spinner label={MESSAGING_MESSAGES.chatLoading} />
      </Card>
    );
  }
  if (query.isError && rows.length === 0) {
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
  if (rows.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={MessagesSquare}
          title={MESSAGING_MESSAGES.emptyConversations}
          description={MESSAGING_MESSAGES.emptyConversationsHint}
        />
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <Card className="overflow-hidden p-0">
        <ul aria-label="Conversations" className="divide-y">
          {rows.map((row) => (
            <li key={row.counterpart.id}>
              <ConversationRow row={row} myId={myId} />
            </li>
          ))}
        </ul>
      </Card>
      <LoadMoreButton pages={query} className="justify-self-center">
        Load more conversations
      </LoadMoreButton>
    </div>
  );
}

export function ConversationRow({ row, myId }: { row: ConversationSummaryDto; myId: string }) {
  const { counterpart, lastMessage, unreadCount } = row;
  const name = counterpart.displayName || counterpart.username;
  const typing = useIsTyping(counterpart.id);
  const mine = lastMessage.senderId === myId;
  const unread = unreadCount > 0;
  return (
    <Link
      to={conversationPath(counterpart.id)}
      data-unread={unread || undefined}
      aria-label={`Conversation with @${counterpart.username}${unread ? `, ${unreadCount} unread` : ''}`}
      className={cn(
        'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent/40 focus-visible:bg-accent/40 focus-visible:outline-none',
        unread && 'bg-accent/20',
      )}
    >
      <UserAvatar name={name} src={counterpart.profilePicture} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-bold' : 'font-semibold')}>
            {counterpart.username}
          </span>
          <RelativeTime
            iso={lastMessage.createdAt}
            className="ml-auto shrink-0 text-xs text-muted-foreground"
          />
        </span>
        <span
          className={cn(
            'truncate text-sm',
            typing ? 'italic text-brand' : unread ? 'font-medium text-foreground' : 'text-muted-foreground',
          )}
        >
          {typing ? MESSAGING_MESSAGES.typing : `${mine ? MESSAGING_MESSAGES.you : ''}${lastMessage.content}`}
        </span>
      </span>
      {unread && (
        <span
          data-testid="unread-count"
          className="shrink-0 rounded-full bg-brand-gradient px-2 text-xs font-semibold tabular-nums text-white"
        >
          {unreadCount > 99 ? '99+' : unreadCount}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}
