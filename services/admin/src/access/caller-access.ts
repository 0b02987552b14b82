import { ADMIN_MESSAGES, type CallerIdentity } from '@boonies/contracts';
import { forbidden } from '@boonies/platform';

/** Admin-only operations; a puppet session acts as its puppet, which is never an admin. */
export function requireAdmin(caller: CallerIdentity): void {
  if (!caller.isAdmin) throw forbidden(ADMIN_MESSAGES.adminsOnly);
}
