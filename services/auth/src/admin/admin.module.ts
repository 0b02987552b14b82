import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { AdminUsersService } from './admin-users.service';
import { AdminHandlers } from './admin.handlers';
import { PuppetsService } from './puppets.service';

/** What the admin panel asks of the auth service: users and their flags, puppets and puppet mode. */
@Module({
  imports: [CredentialsModule],
  controllers: [AdminHandlers],
  providers: [AdminUsersService, PuppetsService],
})
export class AdminModule {}
