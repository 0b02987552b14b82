import { recognizeVideo } from '@boonies/contracts/links';
import { POST_MESSAGES } from '@boonies/contracts/posts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The clip's link is checked before anything is posted: the same rule as the server's. */
export function clipUrlError(url: string): string | null {
  if (url.trim() === '') return 'Paste the link to your clip';
  return recognizeVideo(url.trim()) ? null : POST_MESSAGES.invalidVideoUrl;
}

interface ClipUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown once the skater tried to send. */
  error: string | null;
  label?: string;
}

export function ClipUrlField({ value, onChange, error, label = 'Video link' }: ClipUrlFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://youtu.be/…"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <p className="text-xs text-muted-foreground">
            A YouTube, Vimeo or TikTok link, or a link to a video file (.mp4, .webm, .mov).
          </p>
        </>
      )}
    </FormField>
  );
}
