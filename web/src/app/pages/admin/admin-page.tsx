import {
  CalendarDays,
  FileUp,
  Flag,
  ListChecks,
  Scale,
  MessagesSquare,
  ScrollText,
  ShoppingBag,
  Users,
  VenetianMask,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditLogTab } from '@/features/admin/components/audit-log-tab';
import { EventsTab } from '@/features/admin/components/events-tab';
import { ImportTab } from '@/features/admin/components/import-tab';
import { MessagesTab } from '@/features/admin/components/messages-tab';
import { ModerationTab } from '@/features/admin/components/moderation-tab';
import { PuppetsTab } from '@/features/admin/components/puppets-tab';
import { StoreSettingsTab } from '@/features/admin/components/store-settings-tab';
import { TricksTab } from '@/features/admin/components/tricks-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { VerificationReviewTab } from './verification-review-tab';
import { WebhooksTab } from '@/features/admin/components/webhooks-tab';

interface AdminTab {
  value: string;
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'users', label: 'Users', icon: Users, Panel: UsersTab },
  { value: 'moderation', label: 'Moderation', icon: Flag, Panel: ModerationTab },
  { value: 'verification', label: 'Verification review', icon: Scale, Panel: VerificationReviewTab },
  { value: 'puppets', label: 'Puppets', icon: VenetianMask, Panel: PuppetsTab },
  { value: 'tricks', label: 'Tricks', icon: ListChecks, Panel: TricksTab },
  { value: 'messages', label: 'Messages', icon: MessagesSquare, Panel: MessagesTab },
  { value: 'import', label: 'Import', icon: FileUp, Panel: ImportTab },
  { value: 'events', label: 'Events', icon: CalendarDays, Panel: EventsTab },
  { value: 'store', label: 'Store', icon: ShoppingBag, Panel: StoreSettingsTab },
  { value: 'audit', label: 'Audit log', icon: ScrollText, Panel: AuditLogTab },
  { value: 'webhooks', label: 'Webhooks', icon: Webhook, Panel: WebhooksTab },
];

const TAB_PARAM = 'tab';
const DEFAULT_TAB = ADMIN_TABS[0].value;

/** `/admin`: moderation and management, for admins only (the route checks before this module loads). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = ADMIN_TABS.find((candidate) => candidate.value === params.get(TAB_PARAM))?.value ?? DEFAULT_TAB;

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="Admin Panel" />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === DEFAULT_TAB ? {} : { [TAB_PARAM]: next }, { replace: true })
        }
      >
        {/* Wraps onto more rows on a phone, so no section is scrolled out of sight. */}
        <TabsList
          aria-label="Admin sections"
          className="h-auto w-full flex-wrap justify-start [&>[role=tab]]:h-9"
        >
          {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3">
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
