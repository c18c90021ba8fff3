import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface SubmitFormProps {
  /** The form's controller (`useFormDialog`): what submitting runs, and the server's refusal. */
  form: { submitting: boolean; serverError?: string | undefined; submit: () => Promise<unknown> };
  /** Without the save permission the form has no 提交 (its inputs are shown disabled by the caller). */
  canSave: boolean;
  /** Shown above the server's refusal (a note on what the page can change). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * A single-record form on its page (a settings form, 自动回复): the server's refusal above the
 * inputs, 提交 below them, Enter submitting once however often it is pressed.
 */
export function SubmitForm({ form, canSave, notice, children }: SubmitFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.submitting) void form.submit();
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      {notice}
      {form.serverError ? <Alert severity="error">{form.serverError}</Alert> : null}
      {children}
      {canSave ? (
        <Box>
          <Button variant="contained" type="submit" loading={form.submitting}>
            提交
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
