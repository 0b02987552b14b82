import { Module } from '@nestjs/common';
import { AccountFactsRepository } from './account-facts.repository';
import { UsersConsumer } from './users.consumer';

/** The accounts and blocks projections, kept from the auth service's events. */
@Module({ providers: [UsersConsumer, AccountFactsRepository], exports: [AccountFactsRepository] })
export class ProjectionsModule {}
