import { AddConversations1765000000000 } from './add-conversations.migration';
import { AddGameNotifications1764200000000 } from './add-game-notifications.migration';
import { AddMediaNotifications1764500000000 } from './add-media-notifications.migration';
import { AddMentions1765100000000 } from './add-mentions.migration';
import { AddFollowRequestNotifications1764000000000 } from './add-follow-request-notifications.migration';
import { AddMessageEditedAt1763760000100 } from './add-message-edited-at.migration';
import { AddMessageModeration1764040000000 } from './add-message-moderation.migration';
import { AddMessageStaffEdit1764030000100 } from './add-message-staff-edit.migration';
import { AddUserSuspension1763760000200 } from './add-user-suspension.migration';
import { CreateMessages1763760000000 } from './create-messages.migration';
import { CreateNotifications1763760000001 } from './create-notifications.migration';
import { CreateProjections1763760000002 } from './create-projections.migration';
import { CreatePush1765000000000 } from './create-push.migration';

/** In the order they run (by timestamp), after the outbox, inbox and dead-letter tables every service has. */
export const MESSAGING_MIGRATIONS = [
  CreateMessages1763760000000,
  CreateNotifications1763760000001,
  CreateProjections1763760000002,
  AddMessageEditedAt1763760000100,
  AddUserSuspension1763760000200,
  AddFollowRequestNotifications1764000000000,
  AddMessageStaffEdit1764030000100,
  AddMessageModeration1764040000000,
  AddGameNotifications1764200000000,
  AddMediaNotifications1764500000000,
  CreatePush1765000000000,
  AddConversations1765000000000,
  AddMentions1765100000000,
];
