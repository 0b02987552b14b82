import { Global, Module } from '@nestjs/common';
import { AfterCommitSubscriber } from './after-commit';

/** Transaction helpers every feature uses. */
@Global()
@Module({ providers: [AfterCommitSubscriber] })
export class DatabaseModule {}
