import { Module } from '@nestjs/common';
import { UserRegisteredConsumer } from './user-registered.consumer';
import { UserRegisteredEventsRepository } from './user-registered-events.repository';

/** What the service does with `auth.user-registered`. */
@Module({ providers: [UserRegisteredConsumer, UserRegisteredEventsRepository] })
export class UserRegisteredModule {}
