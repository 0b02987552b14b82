import type { NotificationDto, NotificationPageDto } from '@boonies/contracts/messaging';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AtSign, Bell, BellOff, CheckCheck, ImageOff, ShieldAlert, Swords, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { profilePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { MESSAGING_MESSAGES } from '../messaging-messages';

type NotificationsQuery = UseInfiniteQueryResult<InfiniteData<NotificationPageDto, unknown>, Error>;

/** The Notifications tab: a click on a card marks it read and opens what it is about. */
export function NotificationList({ query }: { query: NotificationsQuery }) {
  const notifications = useMemo(
    () => query.data?.pages.flatMap((page) => page.notifications) ?? [],
    [query.data],
  );
  const markAll = useMarkAllNotificationsRead();
  const anyUnread = notifications.some((notification) => notification.readAt === null);

  if (query.isError && notifications.length === 0) {
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
  if (notifications.length === 0) {
    return (
      <Card>
        <EmptyState icon={BellOff} title={MESSAGING_MESSAGES.emptyNotifications} />
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      {anyUnread && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-end"
          isLoading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onSuccess: () => toast.success(MESSAGING_MESSAGES.allRead) })
          }
        >
          <CheckCheck aria-hidden />
          Mark all as read
        </Button>
      )}
      <ul className="grid gap-3" aria-label="Notifications">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationCard notification={notification} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={query} className="justify-self-center">
        Load more notifications
      </LoadMoreButton>
    </div>
  );
}

const ICON_LABELS: Partial<Record<NotificationDto['type'], string>> = {
  follow: 'New follower',
  follow_request: 'Follow request',
  moderation: 'From the moderators',
  game: 'Game of S.K.A.T.E.',
  media: 'Upload not processed',
  mention: 'Mentioned you',
};

function NotificationCard({ notification }: { notification: NotificationDto }) {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const unread = notification.readAt === null;
  const from = notification.fromUser;
  const follows = notification.type === 'follow' || notification.type === 'follow_request';
  // Every game notification (invitations, turns, letters, results) leads to its game.
  const aboutGame = notification.type === 'game';
  const Icon = follows
    ? UserPlus
    : notification.type === 'moderation'
      ? ShieldAlert
      : aboutGame
        ? Swords
        : notification.type === 'media'
          ? ImageOff
          : notification.type === 'mention'
            ? AtSign
            : Bell;
  const markIfUnread = () => {
    if (unread && !markRead.isPending) markRead.mutate(notification.id);
  };
  return (
    <Card
      data-unread={unread || undefined}
      className={cn('relative flex items-start gap-3 p-4', unread && 'border-ring/60 bg-accent/40')}
    >
      {/*
        The whole card marks the notification read and opens what it is about (the post at the reply, the
        game…); links inside stay their own targets above it.
      */}
      <button
        type="button"
        onClick={() => {
          markIfUnread();
          if (notification.link) void navigate(notification.link);
        }}
        aria-label={
          notification.link
            ? `Open: ${notification.message}`
            : unread
              ? `Mark as read: ${notification.message}`
              : notification.message
        }
        className="absolute inset-0 rounded-xl"
      />
      {from ? (
        <Link to={profilePath(from.id)} className="relative rounded-full" tabIndex={-1} aria-hidden>
          <UserAvatar name={from.username} src={from.profilePicture} />
        </Link>
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
          <Bell aria-hidden className="size-4" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Icon aria-label={ICON_LABELS[notification.type] ?? 'Notification'} className="size-4 text-ring" />
          {from && (
            <Link to={profilePath(from.id)} className="relative font-semibold hover:underline">
              {from.username}
            </Link>
          )}
          <RelativeTime iso={notification.createdAt} className="text-xs text-muted-foreground" />
          {unread && <Badge>New</Badge>}
        </p>
        <p className="text-sm">{notification.message}</p>
        {notification.link && (
          <Link
            to={notification.link}
            onClick={markIfUnread}
            className="relative w-fit text-sm text-link underline-offset-4 hover:underline"
          >
            {notification.type === 'follow_request' ? 'Review requests' : aboutGame ? 'Open game' : 'Open'}
          </Link>
        )}
      </div>
    </Card>
  );
}
