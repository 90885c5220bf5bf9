import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn, type UseFormSetError } from 'react-hook-form';

interface AuthFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Gets the parsed values and `setError`, so the page can put the server's field errors under the fields. */
  onSubmit: (values: TOutput, setError: UseFormSetError<TInput>) => void;
  submitting: boolean;
  submitText: string;
  /** The fields; `EmailField` and `PasswordField` find the form through its context. */
  children: ReactNode;
}

/** The shell of the sign-in, sign-up and password forms: the fields in a column and the full-width submit. */
export function AuthForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  submitting,
  submitText,
  children,
}: AuthFormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))} noValidate>
        <Stack gap="md">
          {children}
          <Button type="submit" fullWidth size="md" loading={submitting}>
            {submitText}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
