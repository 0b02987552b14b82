import { CircleExclamationPoint } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** The form's failure, read out as soon as it appears; fields it concerns point to it by id. */
export function FormErrorAlert({ id, message }: { id: string; message: string }) {
  return (
    <Alert variant="destructive" id={id}>
      <CircleExclamationPoint aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
