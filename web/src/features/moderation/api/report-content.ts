import type { CreateReportDto, ReportFiledDto } from '@boonies/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { REPORT_MESSAGES } from '../moderation-messages';

export function reportContent(report: CreateReportDto): Promise<ReportFiledDto> {
  return api.POST('/api/reports', { body: report });
}

/** Sends a report; a toast says it arrived, or why it did not. */
export function useReportContent() {
  return useMutation({
    mutationFn: reportContent,
    onSuccess: () => toast.success(REPORT_MESSAGES.reported),
    onError: (error) => toast.error(REPORT_MESSAGES.failed, { description: serverMessageOf(error) }),
  });
}
