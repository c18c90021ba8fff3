import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface FormDialogProps {
  title: string;
  submitting: boolean;
  /** The server's refusal, shown above the fields (as text) while the input stays. */
  serverError?: string | undefined;
  onSubmit: () => void;
  onClose: () => void;
  /** 确认 as in the originals' CRUD dialogs. */
  submitText?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Off for a long form, where a stray click beside the dialog must not throw the input away. */
  closeOnBackdropClick?: boolean;
  children: ReactNode;
}

/** A dialog around one form: 取消 / 确认, Enter submits, no closing while it sends. */
export function FormDialog({ title, submitting, serverError, onSubmit, onClose, submitText = '确认', maxWidth = 'sm', closeOnBackdropClick = true, children }: FormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Dialog open onClose={(_event, reason) => (reason === 'backdropClick' && !closeOnBackdropClick ? undefined : close())} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverError ? <Alert severity="error">{serverError}</Alert> : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" onClick={close} disabled={submitting}>
            取消
          </Button>
          <Button variant="contained" type="submit" loading={submitting}>
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
