import { Module } from '@nestjs/common';
import { FollowsModule } from '../follows/follows.module';
import { UsersModule } from '../users/users.module';
import { BlocksHandlers } from './blocks.handlers';
import { BlocksService } from './blocks.service';

@Module({
  imports: [UsersModule, FollowsModule],
  controllers: [BlocksHandlers],
  providers: [BlocksService],
})
export class BlocksModule {}
