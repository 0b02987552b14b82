import { useCallback, useState } from 'react';

/** The text values of a small form, and whether every one of them has been filled in. */
export function useFormValues<TValues extends { [Field in keyof TValues]: string }>(initialValues: TValues) {
  const [values, setValues] = useState(initialValues);
  const setValue = useCallback(
    (name: keyof TValues, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const isComplete = (Object.values(values) as string[]).every((value) => value.trim() !== '');
  return { values, setValue, isComplete };
}
