import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountImportService } from './account-import.service';
import { AccountRolesService } from './account-roles.service';
import { AdminUsersService } from './admin-users.service';
import { AdminHandler } from './admin.handler';
import { PuppetsRepository } from './puppets.repository';
import { PuppetsService } from './puppets.service';

/**
 * What the admin panel asks of the auth service (users and their flags, puppets and puppet mode), and the
 * roles an operator grants and the accounts they import from the command line.
 */
@Module({
  imports: [CredentialsModule, UsersModule, SessionsModule],
  controllers: [AdminHandler],
  providers: [
    AdminUsersService,
    AccountRolesService,
    AccountImportService,
    PuppetsService,
    PuppetsRepository,
  ],
})
export class AdminModule {}
