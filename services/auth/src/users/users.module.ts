import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { UsersHandlers } from './users.handlers';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersHandlers],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
