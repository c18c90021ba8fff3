import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Shows the warning icon beside the message, like the originals' `type: 'warning'`. */
  warning?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The console's confirm box (MessageBox.confirm of the originals). */
export function ConfirmDialog({ open, title, message, confirmText = '确定', cancelText = '取消', warning = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-message">
      <DialogTitle id="confirm-dialog-title" sx={{ fontSize: 18 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {warning ? <WarningAmberRounded color="warning" aria-hidden="true" /> : null}
        <DialogContentText id="confirm-dialog-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
