import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '@/features/notifications/notificationsSlice';
import { useMovePicturesMutation, type PictureGroup } from '@/features/pictures/pictureGroupsApi';
import { errorMessage } from '@/shared/ui/errorMessage';

/** The select's value for 未分组 (group ids are positive). */
const UNGROUPED = '0';

interface Props {
  selected: readonly number[];
  groups: readonly PictureGroup[];
  /** After a move, and for 取消选择. */
  onDone: () => void;
}

/** 已选 N 张, 移动到 (未分组 or a group) and 移动: the chosen pictures put in one group. */
export function MoveBar({ selected, groups, onDone }: Props) {
  const dispatch = useDispatch();
  const [target, setTarget] = useState('');
  const [move, { isLoading }] = useMovePicturesMutation();
  if (selected.length === 0) return null;
  const submit = async () => {
    try {
      await move({ ids: [...selected], groupId: target === UNGROUPED ? null : Number(target) }).unwrap();
      dispatch(notify({ message: `已移动 ${selected.length} 张图片`, severity: 'success' }));
      setTarget('');
      onDone();
    } catch (error) {
      dispatch(notify({ message: errorMessage(error, '移动失败'), severity: 'error' }));
    }
  };
  return (
    <Box role="group" aria-label="移动图片" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">已选 {selected.length} 张</Typography>
      <TextField select size="small" label="移动到" value={target} onChange={(event) => setTarget(event.target.value)} sx={{ minWidth: 140 }}>
        <MenuItem value={UNGROUPED}>未分组</MenuItem>
        {groups.map((g) => (
          <MenuItem key={g.id} value={String(g.id)}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="contained" disabled={target === '' || isLoading} onClick={() => void submit()}>
        移动
      </Button>
      <Button size="small" onClick={onDone}>
        取消选择
      </Button>
    </Box>
  );
}
