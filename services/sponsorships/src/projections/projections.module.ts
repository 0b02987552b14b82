import { Module } from '@nestjs/common';
import { UsersConsumer } from './users.consumer';

/** The accounts and blocks projections, kept from the auth service's events. */
@Module({ providers: [UsersConsumer] })
export class ProjectionsModule {}
