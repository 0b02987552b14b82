import { unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { accountConflictOf } from './account-conflicts';
import { User } from './entities/user.entity';

export type NewAccount = Pick<User, 'email' | 'username' | 'passwordHash'>;

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Inserts within the caller's transaction; a taken email or username fails with its own code. */
  async register(manager: EntityManager, account: NewAccount): Promise<User> {
    try {
      return await manager.save(manager.create(User, account));
    } catch (error) {
      throw accountConflictOf(error) ?? error;
    }
  }

  /** The account behind a live session; a deactivated or vanished one means the caller is signed out. */
  async findSignedIn(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ id: userId, deactivatedAt: IsNull() });
    if (!user) throw unauthenticated();
    return user;
  }

  /** An account that is not deactivated, or null; within the caller's transaction when given one. */
  findActive(userId: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOneBy(User, { id: userId, deactivatedAt: IsNull() });
  }

  /** Emails are stored lowercased, so an exact match is a case-insensitive one. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  async replacePasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }
}
