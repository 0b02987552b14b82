import { USERNAME_MAX_LENGTH } from '@boonies/contracts/account';
import { PASSWORD_MAX_LENGTH } from '@boonies/contracts/auth';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { EmailInput } from './email-input';
import { useFormValues } from '@/lib/use-form-values';
import { usePasswordVerdict } from '@/lib/use-password-verdict';
import { useSignUp } from '../api/sign-up';
import { AUTH_FEEDBACK } from '../auth-messages';
import { useAuthFeedback } from '../hooks/use-auth-feedback';
import { validateSignUp, type SignUpValues } from '../sign-up-validation';
import { AuthCard } from './auth-card';
import { FormErrorAlert } from './form-error-alert';

const FIELD_ORDER: (keyof SignUpValues)[] = ['email', 'username', 'password', 'confirmPassword'];

interface SignUpFormProps {
  onSwitchToSignIn: () => void;
  focusTitleOnMount?: boolean;
}

export function SignUpForm({ onSwitchToSignIn, focusTitleOnMount }: SignUpFormProps) {
  const { values, setValue, isComplete } = useFormValues<SignUpValues>({
    email: '',
    username: '',
    password: '',
    confirmPassword: '',
  });
  // Rules are checked from the first submit on, then again as the visitor corrects each field.
  const [showErrors, setShowErrors] = useState(false);
  const verdict = usePasswordVerdict(values.password, values.username, values.email.trim());
  const passwordRefusal = verdict?.refusal ?? null;
  const errors = showErrors ? validateSignUp(values, passwordRefusal) : {};
  const { formError, onSuccess, onError, clearFormError } = useAuthFeedback(AUTH_FEEDBACK.signUp);
  const signUp = useSignUp({ onSuccess, onError });
  const alertId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || signUp.isPending) return;
    const form = event.currentTarget;
    const found = validateSignUp(values, passwordRefusal);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      // Render the messages first, so the focused field is read out together with its error.
      flushSync(() => setShowErrors(true));
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    clearFormError();
    signUp.mutate({ email: values.email.trim(), username: values.username, password: values.password });
  }

  /** The server names the field it rejected (e.g. a taken username): mark it and point it to the alert. */
  function serverErrorProps(field: keyof SignUpValues) {
    return formError?.field === field ? { invalid: true, describedBy: alertId } : {};
  }

  return (
    <AuthCard
      title="Sign up"
      description="Create your account to start learning"
      switchPrompt="Already have an account?"
      switchLabel="Sign in"
      onSwitch={onSwitchToSignIn}
      focusTitleOnMount={focusTitleOnMount}
    >
      <form onSubmit={handleSubmit} className="grid gap-5">
        {formError && <FormErrorAlert id={alertId} message={formError.message} />}
        <FormField label="Email" error={errors.email} {...serverErrorProps('email')}>
          {(control) => (
            <EmailInput
              {...control}
              value={values.email}
              onChange={(event) => setValue('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Username" error={errors.username} {...serverErrorProps('username')}>
          {(control) => (
            <Input
              {...control}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={USERNAME_MAX_LENGTH}
              value={values.username}
              // Usernames are lowercase: show it as typed rather than surprise people later.
              onChange={(event) => setValue('username', event.target.value.toLowerCase())}
              required
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password} {...serverErrorProps('password')}>
          {(control) => (
            <>
              <PasswordInput
                {...control}
                name="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                value={values.password}
                onChange={(event) => setValue('password', event.target.value)}
                required
              />
              <PasswordStrengthMeter verdict={verdict} />
            </>
          )}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              name="confirmPassword"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.confirmPassword}
              onChange={(event) => setValue('confirmPassword', event.target.value)}
              required
            />
          )}
        </FormField>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!isComplete}
          isLoading={signUp.isPending}
        >
          {signUp.isPending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
