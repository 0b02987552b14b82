import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AdminUsersService } from './admin-users.service';
import { AdminHandlers } from './admin.handler';
import { PuppetsRepository } from './puppets.repository';
import { PuppetsService } from './puppets.service';

/** What the admin panel asks of the auth service: users and their flags, puppets and puppet mode. */
@Module({
  imports: [CredentialsModule, UsersModule, SessionsModule],
  controllers: [AdminHandlers],
  providers: [AdminUsersService, PuppetsService, PuppetsRepository],
})
export class AdminModule {}
