import { PASSWORD_MAX_LENGTH } from '@boonies/contracts/auth';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { EmailInput } from './email-input';
import { useFormValues } from '@/lib/use-form-values';
import { useSignIn } from '../api/sign-in';
import { AUTH_FEEDBACK } from '../auth-messages';
import { useAuthFeedback } from '../hooks/use-auth-feedback';
import { AuthCard } from './auth-card';
import { FormErrorAlert } from './form-error-alert';

interface SignInFormProps {
  onSwitchToSignUp: () => void;
  focusTitleOnMount?: boolean;
}

export function SignInForm({ onSwitchToSignUp, focusTitleOnMount }: SignInFormProps) {
  const { values, setValue, isComplete } = useFormValues({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const { formError, onSuccess, onError, clearFormError } = useAuthFeedback(AUTH_FEEDBACK.signIn);
  const signIn = useSignIn({ onSuccess, onError });
  const alertId = useId();
  const rememberMeId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || signIn.isPending) return;
    clearFormError();
    signIn.mutate({ email: values.email.trim(), password: values.password, rememberMe });
  }

  // The server answers a wrong email or password with one message, so both fields point to it.
  const errorProps = formError ? { invalid: true, describedBy: alertId } : {};

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back! Sign in to continue learning"
      switchPrompt="Don't have an account?"
      switchLabel="Sign up"
      onSwitch={onSwitchToSignUp}
      focusTitleOnMount={focusTitleOnMount}
    >
      <form onSubmit={handleSubmit} className="grid gap-5">
        {formError && <FormErrorAlert id={alertId} message={formError.message} />}
        <FormField label="Email" {...errorProps}>
          {(control) => (
            <EmailInput
              {...control}
              value={values.email}
              onChange={(event) => setValue('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Password" {...errorProps}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.password}
              onChange={(event) => setValue('password', event.target.value)}
              required
            />
          )}
        </FormField>
        <div className="flex items-center gap-3">
          <Checkbox
            id={rememberMeId}
            checked={rememberMe}
            onCheckedChange={(checked) => setRememberMe(checked === true)}
          />
          <Label htmlFor={rememberMeId}>Keep me signed in</Label>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!isComplete}
          isLoading={signIn.isPending}
        >
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
