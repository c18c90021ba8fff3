import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import type { DictDetail } from '../../../features/dict/dictDetail';
import { notify } from '../../../features/notifications/notificationsSlice';
import { usePermission } from '../../../features/permission/usePermission';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useDeleteDictDetailMutation, useDeleteDictMutation, type Dict } from './dictAdminApi';
import { DictDetailDialog } from './DictDetailDialog';
import { DictDetailList } from './DictDetailList';
import { DictDialog } from './DictDialog';
import { DictList } from './DictList';

/** CONTRACT.md: each action needs its permission, or `admin`. */
export const DICT_PERMISSIONS = {
  add: ['admin', 'dict:add'],
  edit: ['admin', 'dict:edit'],
  del: ['admin', 'dict:del'],
} as const;

type Selected = { id: number; name: string };
type Editing = { kind: 'dict'; dict?: Dict } | { kind: 'detail'; dict: Selected; detail?: DictDetail };
type Deleting = { kind: 'dict'; dict: Dict } | { kind: 'detail'; dict: Selected; detail: DictDetail };

/** 字典管理 (`system/dict/index`): dictionaries beside the entries of the selected one. */
export function DictPage() {
  const dispatch = useDispatch();
  const can = usePermission();
  const canAdd = can(DICT_PERMISSIONS.add);
  const canEdit = can(DICT_PERMISSIONS.edit);
  const canDelete = can(DICT_PERMISSIONS.del);

  const [selected, setSelected] = useState<Selected>();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Deleting>();
  const [deleteDict] = useDeleteDictMutation();
  const [deleteDetail] = useDeleteDictDetailMutation();

  const closeEditing = () => setEditing(undefined);

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(undefined);
    if (!target) return;
    try {
      if (target.kind === 'dict') {
        await deleteDict({ id: target.dict.id, name: target.dict.name }).unwrap();
        setSelected((current) => (current?.id === target.dict.id ? undefined : current));
      } else {
        await deleteDetail({ id: target.detail.id, dictName: target.dict.name }).unwrap();
      }
    } catch {
      // The failure is already shown by the console's one error presenter.
      return;
    }
    dispatch(notify({ message: '删除成功', severity: 'success' }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
      <DictList
        selectedId={selected?.id}
        canAdd={canAdd}
        canEdit={canEdit}
        canDelete={canDelete}
        onSelect={(dict) => setSelected({ id: dict.id, name: dict.name })}
        onAdd={() => setEditing({ kind: 'dict' })}
        onEdit={(dict) => setEditing({ kind: 'dict', dict })}
        onDelete={(dict) => setDeleting({ kind: 'dict', dict })}
      />
      <DictDetailList
        dict={selected}
        canAdd={canAdd}
        canEdit={canEdit}
        canDelete={canDelete}
        onAdd={() => selected && setEditing({ kind: 'detail', dict: selected })}
        onEdit={(detail) => selected && setEditing({ kind: 'detail', dict: selected, detail })}
        onDelete={(detail) => selected && setDeleting({ kind: 'detail', dict: selected, detail })}
      />

      {editing?.kind === 'dict' ? (
        <DictDialog
          dict={editing.dict}
          onClose={closeEditing}
          onSaved={(saved) => {
            closeEditing();
            // A renamed selected dictionary keeps its entries pane, under the new name.
            const { id, name } = saved;
            if (id !== undefined) setSelected((current) => (current?.id === id ? { id, name } : current));
          }}
        />
      ) : null}
      {editing?.kind === 'detail' ? <DictDetailDialog dict={editing.dict} detail={editing.detail} onClose={closeEditing} onSaved={closeEditing} /> : null}

      <ConfirmDialog
        open={deleting !== undefined}
        title="提示"
        warning
        message={
          deleting?.kind === 'dict'
            ? `确定删除字典「${deleting.dict.name}」及其全部字典详情吗？`
            : deleting?.kind === 'detail'
              ? `确定删除字典详情「${deleting.detail.label}」吗？`
              : ''
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </Box>
  );
}
