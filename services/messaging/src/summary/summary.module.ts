import { Module } from '@nestjs/common';
import { InboxSummaryRepository } from './inbox-summary.repository';
import { SummaryHandler } from './summary.handler';
import { SummaryService } from './summary.service';

@Module({ controllers: [SummaryHandler], providers: [SummaryService, InboxSummaryRepository] })
export class SummaryModule {}
