import { Module } from '@nestjs/common';
import { ProjectionsHandlers } from './projections.handlers';

/** Accounts, preferences, blocks and trick names, kept from other services' events. */
@Module({ providers: [ProjectionsHandlers] })
export class ProjectionsModule {}
