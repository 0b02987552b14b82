import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type EntityManager } from 'typeorm';
import { PEOPLE, type Person } from './entities/person.entity';

/**
 * The waits between reads, in ms, for a caller's own account that is not in the copy yet (about 1.6 s in
 * all): its sign-up event arrives milliseconds after the account exists.
 */
const OWN_ACCOUNT_WAITS_MS = [25, 50, 100, 200, 400, 800];

/** The people this service knows, as the auth service last announced them. */
@Injectable()
export class PeopleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The person, whatever their account's state (the access policy judges that); null if never announced. */
  findById(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Person | null> {
    return manager.getRepository(PEOPLE).findOneBy({ userId });
  }

  /**
   * The person a caller asks about. The caller's own account may be asked for in the milliseconds between
   * its sign-up and the copy's event: that waits for the copy rather than tell an account it does not exist.
   * Anyone else's missing account answers at once.
   */
  async findAskedBy(caller: CallerIdentity, userId: string): Promise<Person | null> {
    const person = await this.findById(userId);
    if (person || userId !== caller.userId) return person;
    for (const wait of OWN_ACCOUNT_WAITS_MS) {
      await sleep(wait);
      const copied = await this.findById(userId);
      if (copied) return copied;
    }
    return null;
  }
}
