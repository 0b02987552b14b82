import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** What a control needs to be labelled and to have its error read out with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** Shown under the control and announced with it; also marks the control invalid. */
  error?: string | null;
  /** Another element that explains the control, e.g. the form's error alert. */
  describedBy?: string;
  /** Marks the control invalid without a message of its own (the message is elsewhere, e.g. in an alert). */
  invalid?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, describedBy, invalid, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedByIds = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
