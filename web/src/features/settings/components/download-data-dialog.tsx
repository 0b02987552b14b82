import { EXPORT_PARTS } from '@boonies/contracts/account';
import { CircleCheck, Download, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { serverMessageOf } from '@/lib/api-client';
import {
  assembleExport,
  EXPORT_PART_LABELS,
  ExportPartError,
  exportFileName,
  type ExportProgress,
} from '../api/export-data';
import { SETTINGS_MESSAGES } from '../settings-messages';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings → Download Your Data: assembles the archive part by part, then offers it as one file. */
export function DownloadDataDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Download Your Data</DialogTitle>
          <DialogDescription>
            One JSON file with everything The Boonies holds about you: your account, tricks, posts,
            verification votes, messages, sponsorships and admin records.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing stops the assembly, opening again starts afresh. */}
        {open && <DataExport />}
      </DialogContent>
    </Dialog>
  );
}

type ExportState =
  | { step: 'assembling'; progress: ExportProgress }
  | { step: 'ready'; url: string; fileName: string; size: number }
  | { step: 'failed'; message: string; detail?: string };

const FIRST_STEP: ExportState = {
  step: 'assembling',
  progress: { part: EXPORT_PARTS[0], done: 0, total: EXPORT_PARTS.length },
};

function DataExport() {
  const [state, setState] = useState<ExportState>(FIRST_STEP);
  const [attempt, setAttempt] = useState(0);
  const downloadRef = useRef<HTMLAnchorElement>(null);

  const run = useCallback((signal: AbortSignal) => {
    setState(FIRST_STEP);
    const now = new Date();
    assembleExport((progress) => setState({ step: 'assembling', progress }), { signal, now })
      .then((archive) => {
        if (signal.aborted) return;
        const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
        setState({
          step: 'ready',
          url: URL.createObjectURL(blob),
          fileName: exportFileName(now),
          size: blob.size,
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        const cause = error instanceof ExportPartError ? error.cause : error;
        setState({
          step: 'failed',
          message: error instanceof Error ? error.message : SETTINGS_MESSAGES.exportFailed,
          detail: serverMessageOf(cause),
        });
        toast.error(SETTINGS_MESSAGES.exportFailed);
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal);
    return () => controller.abort();
  }, [run, attempt]);

  // The file lives in memory only while it is offered.
  const readyUrl = state.step === 'ready' ? state.url : null;
  useEffect(() => {
    if (!readyUrl) return;
    downloadRef.current?.focus();
    return () => URL.revokeObjectURL(readyUrl);
  }, [readyUrl]);

  if (state.step === 'failed') {
    return (
      <>
        <Alert variant="destructive">
          <AlertTitle>{SETTINGS_MESSAGES.exportFailed}</AlertTitle>
          <AlertDescription>
            {state.message}
            {state.detail ? `: ${state.detail}` : '.'} Nothing was downloaded.
          </AlertDescription>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button onClick={() => setAttempt((current) => current + 1)}>
            <RotateCw aria-hidden />
            Try Again
          </Button>
        </DialogFooter>
      </>
    );
  }

  if (state.step === 'ready') {
    return (
      <>
        <p role="status" className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden className="size-5 text-green-500" />
          {SETTINGS_MESSAGES.exportReady} ({formatSize(state.size)}).
        </p>
        <Progress
          value={EXPORT_PARTS.length}
          max={EXPORT_PARTS.length}
          label="Assembling your data"
          valueText="Done"
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <a ref={downloadRef} href={state.url} download={state.fileName} className={buttonVariants()}>
            <Download aria-hidden />
            Download {state.fileName}
          </a>
        </DialogFooter>
      </>
    );
  }

  const { part, done, total } = state.progress;
  const stepText = `${EXPORT_PART_LABELS[part]} (${done + 1} of ${total})`;
  return (
    <>
      <div className="grid gap-2">
        <p className="text-sm" aria-live="polite">
          Assembling: <span className="font-medium">{stepText}</span>
        </p>
        <Progress value={done} max={total} label="Assembling your data" valueText={stepText} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button disabled isLoading>
          Preparing...
        </Button>
      </DialogFooter>
    </>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
