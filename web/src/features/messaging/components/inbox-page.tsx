import { Bell, Handshake, Inbox, MessagesSquare, Send, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFollowRequests } from '../api/follow-requests';
import { useInboxSummary } from '../api/inbox-summary';
import { useMessageBox } from '../api/message-box';
import { useNotifications } from '../api/notifications';
import { useSponsorshipRequests } from '../api/sponsorship-requests';
import { MESSAGING_MESSAGES } from '../messaging-messages';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { ConversationList } from './conversation-list';
import { FollowRequestList } from './follow-request-list';
import { MessageList } from './message-list';
import { NotificationList } from './notification-list';
import { SponsorshipRequestList } from './sponsorship-request-list';

const TABS = ['chats', 'received', 'sent', 'notifications', 'requests', 'sponsorships'] as const;
type InboxTab = (typeof TABS)[number];

function isTab(value: string | null): value is InboxTab {
  return TABS.includes(value as InboxTab);
}

/**
 * `/inbox`: conversations (the default tab; Received and Sent remain as views of the same messages), notifications, follow requests (a private profile's) and sponsorship requests.
 * `?tab=` picks the tab; a follow request's notification links to `?tab=requests`.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: InboxTab = isTab(requested) ? requested : 'chats';
  const me = useSignedInUser();
  const received = useMessageBox('received');
  const sent = useMessageBox('sent');
  const notifications = useNotifications();
  const sponsorships = useSponsorshipRequests();
  const summary = useInboxSummary().data;
  const followRequests = useFollowRequests().data;
  const listFailed = received.isError || sent.isError || notifications.isError;

  useEffect(() => {
    if (listFailed) toast.error(MESSAGING_MESSAGES.listFailed);
  }, [listFailed]);

  const loading = received.isPending || sent.isPending || notifications.isPending || sponsorships.isPending;
  const unreadReceived = summary?.unreadMessages ?? 0;
  const unreadNotifications = summary?.unreadNotifications ?? 0;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Messages" />
      {loading ? (
        <Card className="flex justify-center py-12">
          <Spinner label={MESSAGING_MESSAGES.inboxLoading} />
        </Card>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'chats' ? {} : { tab: value }, { replace: true })}
        >
          {/* Wraps rather than scrolling a tab out of sight on a narrow phone. */}
          <TabsList aria-label="Inbox" className="h-auto w-full flex-wrap [&>[role=tab]]:h-9">
            <TabsTrigger value="chats">
              <MessagesSquare aria-hidden />
              {MESSAGING_MESSAGES.chats}
              <Count value={unreadReceived} label="unread" />
            </TabsTrigger>
            <TabsTrigger value="received">
              <Inbox aria-hidden />
              {/* Icon only on phones, where six labels do not fit; screen readers hear the name. */}
              <span className="sr-only sm:not-sr-only">Received</span>
            </TabsTrigger>
            <TabsTrigger value="sent">
              <Send aria-hidden />
              <span className="sr-only sm:not-sr-only">Sent</span>
            </TabsTrigger>
            <TabsTrigger value="notifications">
              <Bell aria-hidden />
              {/* Icon only on phones, where five labels do not fit; screen readers hear the name. */}
              <span className="sr-only sm:not-sr-only">Notifications</span>
              <Count value={unreadNotifications} label="unread" />
            </TabsTrigger>
            <TabsTrigger value="requests">
              <UserPlus aria-hidden />
              <span className="sr-only sm:not-sr-only">Requests</span>
              <Count value={followRequests?.length ?? 0} label="waiting" />
            </TabsTrigger>
            <TabsTrigger value="sponsorships">
              <Handshake aria-hidden />
              <span className="sr-only sm:not-sr-only">Sponsorships</span>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="chats">
            <ConversationList myId={me.id} />
          </TabsContent>
          <TabsContent value="received">
            <MessageList box="received" query={received} />
          </TabsContent>
          <TabsContent value="sent">
            <MessageList box="sent" query={sent} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationList query={notifications} />
          </TabsContent>
          <TabsContent value="requests">
            <FollowRequestList />
          </TabsContent>
          <TabsContent value="sponsorships">
            <SponsorshipRequestList query={sponsorships} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  if (value <= 0) return null;
  return (
    <span className="rounded-full bg-brand-gradient px-1.5 text-[11px] font-semibold tabular-nums text-white">
      {value > 99 ? '99+' : value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
