import { Module } from '@nestjs/common';
import { UsersHandlers } from './users.handlers';

/** The accounts projection, kept from the auth service's events. */
@Module({ providers: [UsersHandlers] })
export class UsersModule {}
