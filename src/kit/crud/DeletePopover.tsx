import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export interface DeletePopoverProps {
  /** 确定删除本条数据吗？ unless the screen warns of more (a dept's subtree). */
  message?: string;
  disabled?: boolean;
  /** The button's accessible name where a table has many (删除 {row name}); 删除 otherwise. */
  label?: string;
  /** The button's text where the act is not a delete (在线用户's 强退). */
  action?: string;
  onConfirm: () => void;
}

/** A row's 删除 (or another act) with its confirmation beside it (el-popconfirm of the originals). */
export function DeletePopover({ message = '确定删除本条数据吗？', disabled = false, label, action = '删除', onConfirm }: DeletePopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const messageId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button size="small" color="error" disabled={disabled} aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
        {action}
      </Button>
      {/* Mounted only while open: a table has one per row, and a closed popover still costs a render. */}
      {anchor ? (
      <Popover
        open
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { role: 'alertdialog', 'aria-label': '提示', 'aria-describedby': messageId, sx: { p: 1.5, maxWidth: 280 } } }}
      >
        <Typography id={messageId} variant="body2" sx={{ mb: 1 }}>
          {message}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button size="small" onClick={close}>
            取消
          </Button>
          <Button
            size="small"
            variant="contained"
            color="error"
            autoFocus
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            确定
          </Button>
        </Box>
      </Popover>
      ) : null}
    </>
  );
}
