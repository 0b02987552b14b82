import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { MEDIA_SCREEN_MESSAGES } from '../media-messages';
import { formatTimeLeft } from '../upload-estimate';
import type { UploadState } from '../use-media-upload';

type Uploading = Extract<UploadState, { phase: 'uploading' }>;

/** Said aloud every tenth, not at every chunk: a screen reader would read nothing else. */
function spokenProgress(state: Uploading): string {
  if (state.paused) return MEDIA_SCREEN_MESSAGES.paused;
  const tenth = Math.floor(state.percent / 10) * 10;
  return `${MEDIA_SCREEN_MESSAGES.uploading}: ${tenth}%`;
}

/** The bar with percent and time left, and the way to stop. */
export function UploadProgress({ state, onCancel }: { state: Uploading; onCancel: () => void }) {
  const words = state.paused
    ? MEDIA_SCREEN_MESSAGES.paused
    : `${state.percent}%, ${formatTimeLeft(state.secondsLeft)}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <Progress
          value={state.percent}
          label={MEDIA_SCREEN_MESSAGES.upload}
          valueText={`${state.percent}%`}
          className="flex-1"
        />
        <Button variant="ghost" size="sm" onClick={onCancel} className="h-9 shrink-0 px-2">
          <X aria-hidden />
          Cancel
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" data-upload-status>
        {words}
      </p>
      <p className="sr-only" aria-live="polite">
        {spokenProgress(state)}
      </p>
    </div>
  );
}
