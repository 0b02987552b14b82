import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { Outbox } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { toUserProfileChanged } from '../users/user.mappers';
import { UsersRepository } from '../users/users.repository';

/** The roles an operator grants from the service's command line, by the account flag each sets. */
export const ACCOUNT_ROLES = { admin: 'isAdmin', brand: 'isBrand', trusted: 'isTrusted' } as const;
export type AccountRole = keyof typeof ACCOUNT_ROLES;

export const isAccountRole = (role: string): role is AccountRole => Object.hasOwn(ACCOUNT_ROLES, role);

/**
 * Roles granted by an operator (`node services/auth/dist/cli.js grant-role <email> <role>`), not through
 * a route: the first admin has nobody to grant it. A grant is a new profile revision (every service's copy
 * of the user follows it, and gateways read the flag again when their session cache entry expires) and a
 * `user-flags-changed` event the audit log records, with no actor: it came from the console.
 */
@Injectable()
export class AccountRolesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
  ) {}

  /** Grants `role` to the account with `email`; answers whether it was held already. */
  async grant(email: string, role: AccountRole, correlationId: string): Promise<'granted' | 'already-held'> {
    const flag = ACCOUNT_ROLES[role];
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockByEmail(manager, email.trim().toLowerCase());
      if (!user) throw notFound('User');
      if (user[flag]) return 'already-held';
      const saved = await this.users.saveRevision(manager, user.id, { [flag]: true });
      const meta = {
        ...ownEventMeta(correlationId),
        target: { type: 'user' as const, id: saved.id, ownerId: saved.id },
      };
      await this.outbox.append(manager, AUTH_EVENTS.userUpdated, toUserProfileChanged(saved), meta);
      await this.outbox.append(
        manager,
        AUTH_EVENTS.userFlagsChanged,
        {
          userId: saved.id,
          username: saved.username,
          isVerified: saved.isVerified,
          isTrusted: saved.isTrusted,
          changed: [flag],
        },
        meta,
      );
      return 'granted';
    });
  }
}
