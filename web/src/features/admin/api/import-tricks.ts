import type { TrickImportDto, TrickImportReportDto } from '@boonies/contracts/tricks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import {
  emptyReport,
  IMPORT_CHUNK_ROWS,
  mergeReports,
  summaryOf,
  writesOf,
  type ImportSource,
} from '../trick-import';
import { tricksKey } from '@/lib/query-keys';

/** A whole file checked against the catalogue takes the server longer than an ordinary answer. */
const IMPORT_TIMEOUT_MS = 60_000;

export function importTricks(request: TrickImportDto): Promise<TrickImportReportDto> {
  return api.POST('/api/admin/tricks/import', { body: request, timeoutMs: IMPORT_TIMEOUT_MS });
}

/** The dry run: every row checked against the catalogue, nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ format, content }: ImportSource) => importTricks({ format, content, dryRun: true }),
  });
}

interface ApplyProgress {
  /** Rows of the file handled so far (applied, unchanged or rejected). */
  done: number;
  total: number;
  /** What the handled rows did. */
  report: TrickImportReportDto;
}

export type ApplyState =
  | { status: 'idle' }
  | ({ status: 'applying'; stopping: boolean } & ApplyProgress)
  | ({ status: 'finished' | 'stopped' } & ApplyProgress)
  | ({ status: 'failed'; error: unknown } & ApplyProgress);

/**
 * Applies an import a chunk of rows at a time, so a progress bar can follow it. Stopping takes effect
 * between chunks; a stopped or failed import continues from where it ended (rows already written come back
 * unchanged, so nothing is written twice). It carries on if the tab is left, and says so in a toast.
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>({ status: 'idle' });
  const stopRequested = useRef(false);

  const apply = useCallback(
    async (source: ImportSource, from: ApplyProgress) => {
      stopRequested.current = false;
      let { done, total, report } = from;
      setState({ status: 'applying', stopping: false, done, total, report });
      try {
        while (done < total) {
          if (stopRequested.current) {
            setState({ status: 'stopped', done, total, report });
            toast(ADMIN_MESSAGES.importStopped, { description: summaryOf(report) });
            return;
          }
          const chunk = await importTricks({
            format: source.format,
            content: source.content,
            dryRun: false,
            offset: done,
            limit: IMPORT_CHUNK_ROWS,
          });
          report = mergeReports(report, chunk);
          total = chunk.total;
          done = Math.min(total, done + IMPORT_CHUNK_ROWS);
          setState({ status: 'applying', stopping: stopRequested.current, done, total, report });
        }
        setState({ status: 'finished', done, total, report });
        toast.success(ADMIN_MESSAGES.importFinished, { description: summaryOf(report) });
      } catch (error) {
        setState({ status: 'failed', error, done, total, report });
        toast.error(ADMIN_MESSAGES.importFailed, { description: serverMessageOf(error) });
      } finally {
        if (writesOf(report) > 0) void queryClient.invalidateQueries({ queryKey: tricksKey });
      }
    },
    [queryClient],
  );

  return {
    state,
    /** Applies the whole file, from its first row. */
    start: (source: ImportSource, total: number) =>
      apply(source, { done: 0, total, report: emptyReport(total) }),
    /** Carries on after a stop or a failure. */
    resume: (source: ImportSource) => {
      if (state.status === 'stopped' || state.status === 'failed') void apply(source, state);
    },
    stop: () => {
      stopRequested.current = true;
      setState((current) => (current.status === 'applying' ? { ...current, stopping: true } : current));
    },
    reset: () => setState({ status: 'idle' }),
  };
}
