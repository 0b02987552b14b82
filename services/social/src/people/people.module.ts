import { Module } from '@nestjs/common';
import { PeopleConsumer } from './people.consumer';
import { PeopleRepository } from './people.repository';

/** This service's copy of the accounts, kept from the auth service's events. */
@Module({
  providers: [PeopleConsumer, PeopleRepository],
  exports: [PeopleRepository],
})
export class PeopleModule {}
