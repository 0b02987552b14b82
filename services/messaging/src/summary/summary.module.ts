import { Module } from '@nestjs/common';
import { InboxSummaryRepository } from './inbox-summary.repository';
import { SummaryHandlers } from './summary.handler';
import { SummaryService } from './summary.service';

@Module({ controllers: [SummaryHandlers], providers: [SummaryService, InboxSummaryRepository] })
export class SummaryModule {}
