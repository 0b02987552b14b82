import { MESSAGE_MAX } from '@boonies/contracts/messaging';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { textareaClasses } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

interface MessageTextFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The length the sending rules count (the trimmed text where it is trimmed before sending). */
  length: number;
  invalid: boolean;
  rows: number;
}

/** A direct message's text with a live character counter that screen readers hear with the field. */
export function MessageTextField({ value, onChange, length, invalid, rows }: MessageTextFieldProps) {
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const tooLong = length > MESSAGE_MAX;
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>Message</Label>
      <textarea
        id={fieldId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={counterId}
        aria-invalid={invalid || undefined}
        rows={rows}
        className={textareaClasses}
      />
      <p
        id={counterId}
        className={cn(
          'text-right text-xs tabular-nums',
          tooLong ? 'text-destructive dark:text-red-300' : 'text-muted-foreground',
        )}
      >
        {length}/{MESSAGE_MAX} characters
      </p>
    </div>
  );
}
