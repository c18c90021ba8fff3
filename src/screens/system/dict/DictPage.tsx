import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import { REFETCH_OLDER_THAN_SECONDS } from '../../../api/api';
import { dictApi } from '../../../features/dict/dictApi';
import { sortDetails, type DictDetail } from '../../../features/dict/dictDetail';
import { CrudDeleteConfirm } from '../../../kit/crud/CrudDeleteConfirm';
import { useCrudList, type ListResult } from '../../../kit/crud/useCrudList';
import { useDeleteDictDetailMutation, useDeleteDictMutation, useGetDictsQuery, type Dict } from './dictAdminApi';
import { DictDetailDialog } from './DictDetailDialog';
import { DictDetailList } from './DictDetailList';
import { DictDialog } from './DictDialog';
import { DictList, type DictFilters } from './DictList';

/** CONTRACT.md: each action needs its permission, or `admin`. */
export const DICT_PERMISSIONS = {
  add: ['admin', 'dict:add'],
  edit: ['admin', 'dict:edit'],
  del: ['admin', 'dict:del'],
} as const;

type Selected = { id: number; name: string };

/**
 * The selected dictionary's entries by sort, from the cache entry every `useDict`
 * consumer reads, refreshed when the pane opens a dictionary.
 */
function useDictDetails(name: string | undefined): ListResult<DictDetail> {
  const query = dictApi.useGetDictDetailQuery(name ?? skipToken, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_SECONDS });
  const data = useMemo(() => (name && query.data ? { content: sortDetails(query.data.content), totalElements: query.data.content.length } : undefined), [name, query.data]);
  return { data, currentData: data, isFetching: query.isFetching, isError: query.isError, refetch: query.refetch };
}

const noFilters: Record<string, never> = {};

/** 字典管理 (`system/dict/index`): dictionaries beside the entries of the selected one. */
export function DictPage() {
  const [selected, setSelected] = useState<Selected>();
  const [deleteDict] = useDeleteDictMutation();
  const [deleteDetail] = useDeleteDictDetailMutation();

  const dicts = useCrudList<Dict, DictFilters>({
    title: '字典',
    initialFilters: { blurry: '' },
    useList: useGetDictsQuery,
    rowId: (dict) => dict.id,
    permissions: DICT_PERMISSIONS,
    remove: async (ids) => {
      // One call per dictionary: the contract deletes them by path, one at a time.
      for (const id of ids) {
        await deleteDict({ id }).unwrap();
        setSelected((current) => (current?.id === id ? undefined : current));
      }
    },
  });

  const details = useDictDetails(selected?.name);
  const entries = useCrudList<DictDetail, Record<string, never>>({
    title: '字典详情',
    initialFilters: noFilters,
    useList: () => details,
    rowId: (detail) => detail.id,
    permissions: DICT_PERMISSIONS,
    remove: async (ids) => {
      if (!selected) return;
      for (const id of ids) await deleteDetail({ id, dictName: selected.name }).unwrap();
    },
  });

  const dictDialog = dicts.dialog.state;
  const detailDialog = entries.dialog.state;

  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
      <DictList list={dicts} selectedId={selected?.id} onSelect={(dict) => setSelected({ id: dict.id, name: dict.name })} />
      <DictDetailList list={entries} dict={selected} />

      {dictDialog.mode !== 'closed' ? (
        <DictDialog
          dict={dictDialog.mode === 'edit' ? dictDialog.row : undefined}
          onClose={dicts.dialog.close}
          onSaved={(saved) => {
            dicts.dialog.saved(dictDialog.mode);
            // A renamed selected dictionary keeps its entries pane, under the new name.
            const { id, name } = saved;
            if (id !== undefined) setSelected((current) => (current?.id === id ? { id, name } : current));
          }}
        />
      ) : null}
      {detailDialog.mode !== 'closed' && selected ? (
        <DictDetailDialog dict={selected} detail={detailDialog.mode === 'edit' ? detailDialog.row : undefined} onClose={entries.dialog.close} onSaved={() => entries.dialog.saved(detailDialog.mode)} />
      ) : null}

      <CrudDeleteConfirm list={dicts} />
      <CrudDeleteConfirm list={entries} />
    </Box>
  );
}
