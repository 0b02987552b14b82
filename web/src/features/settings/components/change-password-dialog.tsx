import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@boonies/contracts/auth';
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
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { serverMessageOf } from '@/lib/api-client';
import { usePasswordVerdict } from '@/lib/use-password-verdict';
import { useChangePassword } from '../api/change-password';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { Form } from '@/components/ui/form';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so each opening starts empty. */}
        {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

interface PasswordErrors {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `newPasswordRefusal` is the password rule's, once its dictionaries have loaded (`usePasswordVerdict`). */
export function validatePasswordChange(
  values: typeof EMPTY,
  newPasswordRefusal: string | null = null,
): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = SETTINGS_MESSAGES.currentRequired;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.newPassword = SETTINGS_MESSAGES.passwordTooShort;
  else if (values.newPassword === values.currentPassword) errors.newPassword = SETTINGS_MESSAGES.samePassword;
  else if (newPasswordRefusal) errors.newPassword = newPasswordRefusal;
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = SETTINGS_MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword();
  const alertId = useId();
  const { username, email } = useSignedInUser();
  const verdict = usePasswordVerdict(values.newPassword, username, email);

  function set(field: keyof typeof EMPTY, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(): void {
    const found = validatePasswordChange(values, verdict?.refusal ?? null);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(SETTINGS_MESSAGES.passwordChanged, {
            description: SETTINGS_MESSAGES.passwordChangedDetail,
          });
          onDone();
        },
        onError: (error) => setFailure(serverMessageOf(error) ?? error.message),
      },
    );
  }

  return (
    <Form onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Change Password</DialogTitle>
        <DialogDescription>
          At least {PASSWORD_MIN_LENGTH} characters. Your other devices will be signed out; this one stays
          signed in.
        </DialogDescription>
      </DialogHeader>
      {failure && (
        <Alert variant="destructive" id={alertId}>
          <AlertDescription>
            {SETTINGS_MESSAGES.passwordChangeFailed}: {failure}
          </AlertDescription>
        </Alert>
      )}
      <FormField
        label="Current password"
        error={errors.currentPassword}
        describedBy={failure ? alertId : undefined}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={values.currentPassword}
            maxLength={PASSWORD_MAX_LENGTH}
            onChange={(event) => set('currentPassword', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="New password" error={errors.newPassword}>
        {(control) => (
          <>
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={values.newPassword}
              maxLength={PASSWORD_MAX_LENGTH}
              onChange={(event) => set('newPassword', event.target.value)}
            />
            <PasswordStrengthMeter verdict={verdict} />
          </>
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={values.confirmPassword}
            maxLength={PASSWORD_MAX_LENGTH}
            onChange={(event) => set('confirmPassword', event.target.value)}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={change.isPending}>
          Change Password
        </Button>
      </DialogFooter>
    </Form>
  );
}
