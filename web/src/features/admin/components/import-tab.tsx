import type { TrickImportReportDto } from '@boonies/contracts/tricks';
import { CircleStop, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useApplyImport, usePreviewImport, type ApplyState } from '../api/import-tricks';
import { rowsOf, summaryOf, writesOf, type ImportSource } from '../trick-import';
import { ImportCounts, ImportRowsTable } from './import-rows-table';
import { ImportSourceForm } from './import-source-form';

/** Why a preview failed: a 400 is the file's fault (the server says why), anything else is worth a retry. */
function failureOf(error: unknown): { title: string; description?: string } {
  const description = serverMessageOf(error);
  if (error instanceof ApiError && error.status === 400) {
    return { title: ADMIN_MESSAGES.importUnreadable, description };
  }
  return { title: ADMIN_MESSAGES.importFailed, description };
}

/** Tricks from a file: checked row by row in a dry run, then applied in chunks with a report. */
export function ImportTab() {
  const [source, setSource] = useState<ImportSource | null>(null);
  const preview = usePreviewImport();
  const applying = useApplyImport();

  function runPreview(next: ImportSource) {
    setSource(next);
    preview.mutate(next, {
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 400)) {
          toast.error(ADMIN_MESSAGES.importFailed, { description: serverMessageOf(error) });
        }
      },
    });
  }

  function startOver() {
    setSource(null);
    preview.reset();
    applying.reset();
  }

  return (
    <section aria-labelledby="import-heading" className="grid gap-4">
      <h2 id="import-heading" className="text-lg font-semibold">
        Import tricks
      </h2>
      {source && applying.state.status !== 'idle' ? (
        <ApplyView
          state={applying.state}
          onStop={applying.stop}
          onResume={() => applying.resume(source)}
          onStartOver={startOver}
        />
      ) : source && preview.data ? (
        <PreviewView
          report={preview.data}
          onApply={() => void applying.start(source, preview.data.total)}
          onStartOver={startOver}
        />
      ) : (
        <ImportSourceForm
          onPreview={runPreview}
          isPreviewing={preview.isPending}
          failure={preview.isError ? failureOf(preview.error) : null}
        />
      )}
    </section>
  );
}

function PreviewView({
  report,
  onApply,
  onStartOver,
}: {
  report: TrickImportReportDto;
  onApply: () => void;
  onStartOver: () => void;
}) {
  const nothingToApply = writesOf(report) === 0;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <StepHeading focusKey="preview">Preview</StepHeading>
        <p className="text-sm text-muted-foreground">
          {rowsOf(report.total)} checked, nothing written yet: {summaryOf(report)}.
        </p>
      </div>
      <ImportCounts report={report} />
      <ImportRowsTable report={report} caption="Import preview" />
      {nothingToApply && <Alert>{ADMIN_MESSAGES.importNothingToApply}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onApply} disabled={nothingToApply}>
          <Play aria-hidden />
          Apply import
        </Button>
        <Button variant="outline" onClick={onStartOver}>
          <RotateCcw aria-hidden />
          Choose another file
        </Button>
      </div>
    </div>
  );
}

function ApplyView({
  state,
  onStop,
  onResume,
  onStartOver,
}: {
  state: Exclude<ApplyState, { status: 'idle' }>;
  onStop: () => void;
  onResume: () => void;
  onStartOver: () => void;
}) {
  const { done, total, report } = state;
  const progressText = `${done} of ${rowsOf(total)}`;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <StepHeading focusKey={state.status}>{headingOf(state)}</StepHeading>
        <Progress value={done} max={total} label="Import progress" valueText={progressText} />
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {state.status === 'applying'
            ? `${state.stopping ? 'Stopping after this chunk' : 'Applying'}: ${progressText}`
            : `${progressText} handled: ${summaryOf(report)}`}
        </p>
      </div>
      {state.status === 'failed' && (
        <Alert variant="destructive">
          <AlertTitle>{ADMIN_MESSAGES.importFailed}</AlertTitle>
          <AlertDescription>
            {serverMessageOf(state.error) ?? 'The rows after the progress bar were not imported.'}
          </AlertDescription>
        </Alert>
      )}
      {state.status === 'stopped' && (
        <Alert>The rows after the progress bar were not imported. Continue to import them.</Alert>
      )}
      {state.status !== 'applying' && (
        <>
          <ImportCounts report={report} />
          <ImportRowsTable report={report} caption="Import report" />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {state.status === 'applying' ? (
          <Button variant="outline" onClick={onStop} disabled={state.stopping}>
            <CircleStop aria-hidden />
            Stop
          </Button>
        ) : (
          <>
            {(state.status === 'stopped' || state.status === 'failed') && (
              <Button onClick={onResume}>
                <Play aria-hidden />
                Continue import
              </Button>
            )}
            <Button variant={state.status === 'finished' ? 'primary' : 'outline'} onClick={onStartOver}>
              <RotateCcw aria-hidden />
              Import another file
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Each step replaces the controls of the last one, so focus moves to the new step's heading (whenever
 * `focusKey` changes) instead of falling back to the page.
 */
function StepHeading({ focusKey, children }: { focusKey: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [focusKey]);
  return (
    <h3 ref={ref} tabIndex={-1} className="font-semibold outline-none">
      {children}
    </h3>
  );
}

function headingOf(state: Exclude<ApplyState, { status: 'idle' }>): string {
  switch (state.status) {
    case 'applying':
      return 'Importing…';
    case 'finished':
      return ADMIN_MESSAGES.importFinished;
    case 'stopped':
      return ADMIN_MESSAGES.importStopped;
    case 'failed':
      return 'Import interrupted';
  }
}
