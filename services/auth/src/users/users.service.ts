import { unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** The account behind a live session; a deactivated or vanished one means the caller is signed out. */
  async findSignedIn(userId: string): Promise<User> {
    const user = await this.users.findSignedIn(userId);
    if (!user) throw unauthenticated();
    return user;
  }
}
