import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { notify } from '@/features/notifications/notificationsSlice';
import { useCreatePictureGroupMutation, useDeletePictureGroupMutation, useRenamePictureGroupMutation } from '@/features/pictures/pictureGroupsApi';
import type { PictureLibrary } from '@/kit/pictures/usePictureLibrary';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { errorMessage } from '@/shared/ui/errorMessage';
import { GroupNameDialog } from './GroupNameDialog';

type Naming = { kind: 'create' } | { kind: 'rename'; id: number; name: string };

/** 新建分组, and 重命名 / 删除 of the chosen group, each in a dialog over the page. */
export function GroupTools({ library }: { library: PictureLibrary }) {
  const dispatch = useDispatch();
  const [create] = useCreatePictureGroupMutation();
  const [rename] = useRenamePictureGroupMutation();
  const [remove] = useDeletePictureGroupMutation();
  const [naming, setNaming] = useState<Naming | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = typeof library.group === 'number' ? library.groups.groups.find((g) => g.id === library.group) : undefined;

  const save = async (name: string): Promise<string | undefined> => {
    try {
      if (naming?.kind === 'rename') await rename({ id: naming.id, name }).unwrap();
      else {
        const made = await create(name).unwrap();
        // The new group is where the operator goes next: to fill it.
        if (made) library.chooseGroup(made.id);
      }
    } catch (error) {
      return errorMessage(error, '保存失败');
    }
    dispatch(notify({ message: naming?.kind === 'rename' ? '分组已重命名' : '分组已创建', severity: 'success' }));
    setNaming(null);
    return undefined;
  };

  const confirmDelete = async () => {
    setConfirming(false);
    if (!chosen) return;
    try {
      await remove(chosen.id).unwrap();
      library.chooseGroup('all');
      dispatch(notify({ message: '分组已删除', severity: 'success' }));
    } catch (error) {
      dispatch(notify({ message: errorMessage(error, '删除失败'), severity: 'error' }));
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => setNaming({ kind: 'create' })}>
        新建分组
      </Button>
      <Button size="small" disabled={!chosen} onClick={() => chosen && setNaming({ kind: 'rename', id: chosen.id, name: chosen.name })}>
        重命名
      </Button>
      <Button size="small" color="error" disabled={!chosen} onClick={() => setConfirming(true)}>
        删除
      </Button>
      {naming ? (
        <GroupNameDialog title={naming.kind === 'rename' ? '重命名分组' : '新建分组'} initial={naming.kind === 'rename' ? naming.name : ''} onSubmit={save} onCancel={() => setNaming(null)} />
      ) : null}
      <ConfirmDialog
        open={confirming && chosen !== undefined}
        title="删除分组"
        warning
        message={`删除分组「${chosen?.name ?? ''}」？其中的 ${chosen?.count ?? 0} 张图片将移到未分组，图片不会被删除。`}
        confirmText="删除"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
