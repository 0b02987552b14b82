import { DeadLetterEntity } from './dead-letter.entity';
import { InboxEventEntity } from './inbox-event.entity';
import { OutboxEventEntity } from './outbox-event.entity';

/** Add these to every service's DataSource `entities`, next to the service's own. */
export const MESSAGING_ENTITIES = [OutboxEventEntity, InboxEventEntity, DeadLetterEntity];
