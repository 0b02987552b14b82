import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ERROR_TOAST_TITLE } from '../auth-messages';

interface AuthFeedbackMessages {
  success: string;
  toastFallback: string;
  alertFallback: string;
}

export interface AuthFormError {
  message: string;
  /** The field the server blamed, e.g. `username` when it is taken. */
  field?: string;
}

/**
 * How the sign-in and sign-up forms answer: success toasts and goes home; failure toasts and puts the
 * same message in an alert inside the form, where it stays while the visitor corrects their entry.
 */
export function useAuthFeedback(messages: AuthFeedbackMessages) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<AuthFormError | null>(null);

  const onSuccess = useCallback(() => {
    toast.success(messages.success);
    navigate(paths.home, { replace: true });
  }, [messages.success, navigate]);

  const onError = useCallback(
    (error: Error) => {
      const serverMessage = serverMessageOf(error);
      toast.error(ERROR_TOAST_TITLE, { description: serverMessage ?? messages.toastFallback });
      setFormError({
        message: serverMessage ?? messages.alertFallback,
        field: error instanceof ApiError ? error.field : undefined,
      });
    },
    [messages.toastFallback, messages.alertFallback],
  );

  const clearFormError = useCallback(() => setFormError(null), []);

  return { formError, onSuccess, onError, clearFormError };
}
