import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { AuthExportRepository } from './export.repository';

/**
 * The auth service's part of Download Your Data: the account (never the password hash) and its sessions
 * (never their ids, which the session cookies carry). Preferences, follows and blocks are the social
 * service's part.
 */
@Injectable()
export class AuthExportService {
  constructor(private readonly rows: AuthExportRepository) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const userId = caller.userId;
    const [account, sessions] = await Promise.all([this.rows.account(userId), this.rows.sessions(userId)]);
    return {
      service: 'auth',
      exportedAt: new Date().toISOString(),
      data: { account, sessions },
    };
  }
}
