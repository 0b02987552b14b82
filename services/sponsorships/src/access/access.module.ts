import { Module } from '@nestjs/common';
import { AccountFactsRepository } from './account-facts.repository';

/** The facts the access policy judges sponsorship lists by, read from the projections. */
@Module({ providers: [AccountFactsRepository], exports: [AccountFactsRepository] })
export class AccessModule {}
