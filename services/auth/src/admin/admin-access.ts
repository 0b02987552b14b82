import { ADMIN_MESSAGES, type CallerIdentity } from '@boonies/contracts';
import { forbidden } from '@boonies/platform';

/** The admin panel's calls: an admin's own session only (a puppet session acts as a non-admin). */
export function requireAdmin(caller: CallerIdentity): void {
  if (!caller.isAdmin) throw forbidden(ADMIN_MESSAGES.adminsOnly);
}
