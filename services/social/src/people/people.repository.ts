import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PEOPLE, type Person } from './entities/person.entity';

/** The people this service knows, as the auth service last announced them. */
@Injectable()
export class PeopleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The person, whatever their account's state (the access policy judges that); null if never announced. */
  findById(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Person | null> {
    return manager.getRepository(PEOPLE).findOneBy({ userId });
  }
}
