import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import type { CrudList } from '../../../kit/crud/useCrudList';
import type { DictDetail } from '../../../features/dict/dictDetail';

export interface DictDetailListProps {
  list: CrudList<DictDetail, Record<string, never>>;
  /** The selected dictionary, if any. */
  dict: { id: number; name: string } | undefined;
}

const columns: CrudColumn<DictDetail>[] = [
  { key: 'label', label: '字典标签', render: (detail) => detail.label },
  { key: 'value', label: '字典值', render: (detail) => detail.value },
  { key: 'sort', label: '排序', nowrap: true, render: (detail) => detail.sort },
];

/** 字典详情: the selected dictionary's entries by sort, whole (no pager). */
export function DictDetailList({ list, dict }: DictDetailListProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 32 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 16, mr: 'auto' }}>
          字典详情
        </Typography>
        {dict ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            所属字典：{dict.name}
          </Typography>
        ) : null}
      </Box>
      {dict ? (
        <>
          <CrudToolbar list={list} columns={columns} searchable={false} />
          <CrudTable list={list} columns={columns} rowKey={(detail) => detail.id} paged={false} deleteMessage={(detail) => `确定删除字典详情「${detail.label}」吗？`} />
        </>
      ) : (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          点击字典查看详情
        </Typography>
      )}
    </Paper>
  );
}
