import { useId } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import type { CrudList } from '../../../kit/crud/useCrudList';
import { displayTime } from '../../../shared/time/time';
import type { Dict } from './dictAdminApi';

export type DictFilters = { blurry: string };

export interface DictListProps {
  list: CrudList<Dict, DictFilters>;
  selectedId: number | undefined;
  onSelect: (dict: Dict) => void;
}

/** 字典列表: searchable, paged; a click on a row shows its entries beside it. */
export function DictList({ list, selectedId, onSelect }: DictListProps) {
  const headingId = useId();
  const columns: CrudColumn<Dict>[] = [
    {
      key: 'name',
      label: '名称',
      render: (dict) => (
        <Link component="button" type="button" underline="hover" aria-pressed={dict.id === selectedId} sx={{ textAlign: 'left', fontWeight: dict.id === selectedId ? 600 : undefined }}>
          {dict.name}
        </Link>
      ),
    },
    { key: 'remark', label: '描述', render: (dict) => dict.remark },
    { key: 'createTime', label: '创建日期', nowrap: true, render: (dict) => displayTime(dict.createTime) },
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 16, mb: 1.5 }}>
        字典列表
      </Typography>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="搜索字典" placeholder="输入名称或者描述搜索" value={list.search.draft.blurry} onChange={(event) => list.search.change({ blurry: event.target.value })} sx={{ width: 200 }} />
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns} />
      <CrudTable
        list={list}
        columns={columns}
        rowKey={(dict) => dict.id}
        deleteMessage={(dict) => `确定删除字典「${dict.name}」及其全部字典详情吗？`}
        onRowClick={onSelect}
        activeRow={(dict) => dict.id === selectedId}
      />
    </Paper>
  );
}
