import { Module } from '@nestjs/common';
import { PeopleConsumer } from './people.consumer';

/** Account names, kept from the auth service's events. */
@Module({ providers: [PeopleConsumer] })
export class ProjectionsModule {}
