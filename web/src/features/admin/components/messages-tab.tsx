import type { AdminMessageDto } from '@boonies/contracts/messaging';
import { MessagesSquare, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatFullTime } from '@/lib/format';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAdminMessages } from '../api/all-messages';
import { EditMessageDialog } from './edit-message-dialog';
import { MessageUserFilter, type MessageFilterUser } from './message-user-filter';

/** Every direct message, newest first, or one user's; the admin can correct any message's text. */
export function MessagesTab() {
  const [filter, setFilter] = useState<MessageFilterUser | null>(null);
  const [editing, setEditing] = useState<AdminMessageDto | null>(null);
  const messages = useAdminMessages(filter?.id ?? null);
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section aria-labelledby="messages-heading" className="grid gap-4">
      <h2 id="messages-heading" className="text-lg font-semibold">
        Messages
      </h2>
      <MessageUserFilter selected={filter} onSelect={setFilter} />
      {messages.isPending ? (
        <Spinner label="Loading messages..." />
      ) : messages.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadMessagesFailed}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={MessagesSquare} title={ADMIN_MESSAGES.noMessages} />
      ) : (
        <>
          <ul aria-label="Messages" className="grid gap-2">
            {list.map((message) => (
              <li key={message.id}>
                <MessageRow message={message} onEdit={() => setEditing(message)} />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={messages} className="justify-self-center">
            Load older messages
          </LoadMoreButton>
        </>
      )}
      <EditMessageDialog message={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function MessageRow({ message, onEdit }: { message: AdminMessageDto; onEdit: () => void }) {
  const from = `@${message.sender.username}`;
  const to = `@${message.recipient.username}`;
  return (
    <Card className="flex items-start gap-3 p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{from}</span>
          <span aria-hidden className="text-muted-foreground">
            →
          </span>
          <span className="sr-only">to</span>
          <span className="font-semibold">{to}</span>
          <span className="text-muted-foreground">
            · <time dateTime={message.createdAt}>{formatFullTime(message.createdAt)}</time>
          </span>
          {message.editedAt && (
            <Badge variant="outline" title={`Edited ${formatFullTime(message.editedAt)}`}>
              Edited
            </Badge>
          )}
        </p>
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Edit message from ${from} to ${to}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
      </Button>
    </Card>
  );
}
