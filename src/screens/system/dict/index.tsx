import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REFETCH_OLDER_THAN_SECONDS } from '@/api/api';
import { dicts, type Dict } from '@/entities/dict/dict';
import { dictDetails, type DictDetail } from '@/entities/dictDetail/dictDetail';
import { dictApi } from '@/features/dict/dictApi';
import { SectionHeading } from '@/kit/resource/SectionHeading';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { dictFields, entryFields } from './dictFields';

type Open = { id: number; name: string };

/** The open dictionary's entries (by sort, whole), from the cache entry every useDict consumer reads, refreshed when the pane opens it. */
function useEntries(name: string | undefined) {
  const query = dictApi.useGetDictDetailQuery(name ?? skipToken, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_SECONDS });
  const data = useMemo(() => (name && query.data ? { ...query.data, skipped: [] } : undefined), [name, query.data]);
  return { data, currentData: data, isLoading: query.isLoading, isFetching: query.isFetching, isError: query.isError, refetch: query.refetch };
}


/** 字典管理 (`system/dict/index`): dictionaries beside the entries of the one opened. */
export default function DictPage() {
  const [opened, setOpened] = useState<Open>();
  const dictFieldList = useMemo(() => dictFields(opened?.id), [opened?.id]);
  const dictState = useResourcePage({ resource: dicts, fields: dictFieldList, deleteMessage: (dict: Dict) => `确定删除字典「${dict.name}」及其全部字典详情吗？` });
  // A renamed dictionary keeps its entries pane, under its new name.
  const shown = dictState.list.rows.find((dict) => dict.id === opened?.id);
  const open = opened && shown ? { id: shown.id, name: shown.name } : opened;
  useEffect(() => {
    if (shown && opened && shown.name !== opened.name) setOpened({ id: shown.id, name: shown.name });
  }, [shown, opened]);

  // Entries belong to the dictionary open beside them.
  const entries = useMemo(
    () => ({ ...dictDetails, newForm: () => ({ ...dictDetails.newForm(), dictId: open?.id ?? null }), formOf: (detail: DictDetail) => ({ ...dictDetails.formOf(detail), dictId: detail.dict?.id ?? open?.id ?? null }) }),
    [open?.id],
  );
  const details = useEntries(open?.name);
  const entryFieldList = useMemo(() => entryFields(open?.name ?? ''), [open?.name]);
  const entryState = useResourcePage({ resource: entries, fields: entryFieldList, useList: () => details, deleteMessage: (detail: DictDetail) => `确定删除字典详情「${detail.label}」吗？` });

  // A deleted dictionary's entries go with it.
  const { deletion } = dictState.list;
  const closeIfGone = (ids: readonly number[], done: boolean) => {
    if (done && opened && ids.includes(opened.id)) setOpened(undefined);
    return done;
  };
  const dictList = { ...dictState.list, deletion: { ...deletion, deleteRow: async (dict: Dict) => closeIfGone([dict.id], await deletion.deleteRow(dict)), confirm: async () => closeIfGone(deletion.pending ?? [], await deletion.confirm()) } };
  const openDict = (dict: Dict) => {
    setOpened({ id: dict.id, name: dict.name });
    entryState.list.selection.set([]);
  };

  const openHeading = open ? (
    <SectionHeading title="字典详情">
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        所属字典：{open.name}
      </Typography>
    </SectionHeading>
  ) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
      <ResourceView state={{ ...dictState, list: dictList }} label="字典列表" header={<SectionHeading title="字典列表" />} table={{ onRowClick: openDict, activeRow: (dict) => dict.id === open?.id }} />
      {open ? (
        <ResourceView state={entryState} label="字典详情" header={openHeading} table={{ paged: false }} />
      ) : (
        <Paper component="section" aria-label="字典详情" sx={{ p: 2, minWidth: 0 }}>
          <SectionHeading title="字典详情" />
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            点击字典查看详情
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
