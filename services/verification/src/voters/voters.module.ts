import { Module } from '@nestjs/common';
import { VoterProfilesHandlers } from './voter-profiles.handlers';

/** The projection of accounts that decides what each vote weighs. */
@Module({ providers: [VoterProfilesHandlers] })
export class VotersModule {}
