import { Module } from '@nestjs/common';
import { SummaryHandlers } from './summary.handlers';
import { SummaryService } from './summary.service';

@Module({ controllers: [SummaryHandlers], providers: [SummaryService] })
export class SummaryModule {}
