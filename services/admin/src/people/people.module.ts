import { Module } from '@nestjs/common';
import { PeopleHandlers } from './people.handlers';

/** Account names, kept from the auth service's events. */
@Module({ providers: [PeopleHandlers] })
export class PeopleModule {}
