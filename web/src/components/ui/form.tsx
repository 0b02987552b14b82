import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type FormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** Called on Enter or the submit button; the page never reloads. */
  onSubmit: () => void;
};

/**
 * The app's forms: fields in a column, and no browser validation bubbles. Each field shows the app's own
 * message instead, the same the server would give. The column is as wide as the form and no wider: a long
 * line that does not wrap (the save bar's status in larger text) truncates instead of pushing the page
 * past a phone's screen.
 */
export function Form({ onSubmit, className, ...props }: FormProps) {
  return (
    <form
      noValidate
      className={cn('grid grid-cols-1 gap-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...props}
    />
  );
}
