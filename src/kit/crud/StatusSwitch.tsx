import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Switch from '@mui/material/Switch';
import { notify } from '../../features/notifications/notificationsSlice';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { statusDone, statusQuestion, type StatusLabels } from './statusWords';

export interface StatusSwitchProps {
  enabled: boolean;
  /** The row's name in the question. */
  name: string;
  /** 部门 or 岗位 after the name; nothing for users. */
  subject?: string;
  labels: StatusLabels;
  disabled?: boolean;
  /** Sends the row with the new status; rejects with the server's error. */
  save: (next: boolean) => Promise<unknown>;
  /** The confirmation's text where the screen's original words differ (会员's `确定进行[禁用]操作?`). */
  question?: (next: boolean) => string;
  /** The notice once accepted, instead of `{label}成功`. */
  done?: string;
}

/**
 * A row's status: asks first, shows the new position while the server answers, says
 * `{label}成功`, and falls back to the row's status on 取消 or a refusal (the server's
 * message is shown by the console's one error presenter).
 */
export function StatusSwitch({ enabled, name, subject = '', labels, disabled = false, save, question, done }: StatusSwitchProps) {
  const dispatch = useDispatch();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [sending, setSending] = useState<boolean | null>(null);
  const shown = sending ?? asking ?? enabled;

  const confirm = async () => {
    const next = asking;
    setAsking(null);
    if (next === null) return;
    setSending(next);
    try {
      await save(next);
      dispatch(notify({ message: done ?? statusDone(labels, next), severity: 'success' }));
    } catch {
      // Back to the row as the server has it.
    } finally {
      setSending(null);
    }
  };

  return (
    <>
      <Switch
        size="small"
        checked={shown}
        disabled={disabled || sending !== null}
        onChange={(event) => setAsking(event.target.checked)}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': `${name}${subject}状态：${enabled ? labels.on : labels.off}` } }}
      />
      {/* Mounted only while asking: a table has a switch per row, and a closed dialog still costs a render. */}
      {asking !== null ? (
        <ConfirmDialog open title="提示" warning message={question ? question(asking) : statusQuestion(labels, asking, name, subject)} onConfirm={() => void confirm()} onCancel={() => setAsking(null)} />
      ) : null}
    </>
  );
}
