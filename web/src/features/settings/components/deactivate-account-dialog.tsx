import { PASSWORD_MAX_LENGTH } from '@boonies/contracts/auth';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { serverMessageOf } from '@/lib/api-client';
import { usePublicConfig, DEFAULT_CONTACT_EMAIL } from '@/lib/public-config';
import { useDeactivateAccount } from '../api/deactivate-account';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { Form } from '@/components/ui/form';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings → Deactivate Account: says what happens and how to come back, and asks for the password. */
export function DeactivateAccountDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <DeactivateForm />}</DialogContent>
    </Dialog>
  );
}

function DeactivateForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const contactEmail = usePublicConfig().data?.contactEmail ?? DEFAULT_CONTACT_EMAIL;
  const alertId = useId();
  // On success the session is over: the sign-in guard replaces the whole screen with /auth.
  const deactivate = useDeactivateAccount({
    onSuccess: () =>
      toast.success(SETTINGS_MESSAGES.deactivated, { description: SETTINGS_MESSAGES.deactivatedDetail }),
  });

  function submit(): void {
    setFailure(null);
    if (!password) {
      setError(SETTINGS_MESSAGES.passwordRequired);
      return;
    }
    deactivate.mutate(password, {
      onError: (reason) => setFailure(serverMessageOf(reason) ?? reason.message),
    });
  }

  return (
    <Form onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Deactivate Account</DialogTitle>
        <DialogDescription>Confirm with your password. Here is what happens:</DialogDescription>
      </DialogHeader>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
        <li>You are signed out on every device, and signing in again is refused.</li>
        <li>Nothing is deleted: your posts, progress and messages are kept.</li>
        <li>
          To come back, write to{' '}
          <a className="text-link underline-offset-4 hover:underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>{' '}
          from your account’s email address: an admin can restore your account.
        </li>
      </ul>
      {failure && (
        <Alert variant="destructive" id={alertId}>
          <AlertDescription>
            {SETTINGS_MESSAGES.deactivateFailed}: {failure}
          </AlertDescription>
        </Alert>
      )}
      <FormField label="Password" error={error} describedBy={failure ? alertId : undefined}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            maxLength={PASSWORD_MAX_LENGTH}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Keep my account</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" isLoading={deactivate.isPending}>
          Deactivate Account
        </Button>
      </DialogFooter>
    </Form>
  );
}
