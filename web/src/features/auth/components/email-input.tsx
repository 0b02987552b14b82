import { EMAIL_MAX_LENGTH } from '@boonies/contracts/auth';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** The email field of both auth forms: the phone keyboard, autofill and the server's length bound. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      required
      {...props}
    />
  );
}
