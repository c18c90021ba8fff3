import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The server's limit (CONTRACT.md Files), checked here first so a typo costs no call. */
export const GROUP_NAME_MAX = 20;

interface Props {
  /** 新建分组 or 重命名分组. */
  title: string;
  initial: string;
  /** Saves the trimmed name; resolves to the refusal to show, or undefined when saved. */
  onSubmit: (name: string) => Promise<string | undefined>;
  onCancel: () => void;
}

/** A group's name in a dialog over the page; the caller mounts it per opening. */
export function GroupNameDialog({ title, initial, onSubmit, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const name = text.trim();
    if (name === '') return setProblem('分组名称不能为空');
    if (name.length > GROUP_NAME_MAX) return setProblem(`分组名称不能超过 ${GROUP_NAME_MAX} 个字符`);
    setSaving(true);
    const refusal = await onSubmit(name);
    setSaving(false);
    setProblem(refusal);
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="group-name-title">
      <DialogTitle id="group-name-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        <TextField
          label="分组名称"
          size="small"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
          slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX + 10 } }}
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>取消</Button>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
