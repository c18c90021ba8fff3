import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { products, type Product } from '@/entities/product/product';
import { useLazyProductInfoQuery, useToggleShelfMutation } from '@/entities/product/productApi';
import type { CateOption } from '@/entities/product/cateOptions';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { CrudDeleteConfirm } from '@/kit/crud/CrudDeleteConfirm';
import { CrudSearchBar } from '@/kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '@/kit/crud/CrudTable';
import { CrudToolbar } from '@/kit/crud/CrudToolbar';
import { useCrudList } from '@/kit/crud/useCrudList';
import { LinkedSearch } from '@/features/navigation/LinkedSearch';
import { formatCents } from '@/shared/money/money';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { GOODS_ADD_PATH, goodsEditPath, SHELF_AUTHORITIES } from './goodsPaths';

const FILTERS = { storeName: '', cateId: '' };

/** The categories as a select's choices: top levels shown but not choosable (yshop's inverted `disabled`), their children below. */
export function cateItems(options: readonly CateOption[]) {
  return options.map((option) =>
    option.level === 1 ? (
      <MenuItem key={option.id} value={String(option.id)} disabled>
        {option.name}
      </MenuItem>
    ) : (
      <MenuItem key={option.id} value={String(option.id)} sx={{ pl: 4 }}>
        {option.name}
      </MenuItem>
    ),
  );
}

/**
 * One tab of 商品管理 (section 11.2): 出售中 (`isShow=1`) or 待上架 (`isShow=0`), searched by
 * name and category. 新增 and 编辑 open the product form's own page; the 状态 tag puts a
 * product on or off the shelf after asking.
 */
export function GoodsList({ isShow }: { isShow: 0 | 1 }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const can = usePermission();
  const [remove] = products.useDelete();
  const [toggleShelf] = useToggleShelfMutation();
  const [readInfo] = useLazyProductInfoQuery();
  const [asking, setAsking] = useState<Product>();
  const list = useCrudList({
    title: products.title,
    initialFilters: FILTERS,
    useList: (params) => products.useList({ ...params, isShow, isDel: 0 }),
    rowId: products.idOf,
    // 新增 lives on 出售中 only, as in the original.
    permissions: isShow === 1 ? products.permissions : { edit: products.permissions.edit, del: products.permissions.del },
    remove: (ids) => remove(ids).unwrap(),
    sort: products.sort,
  });
  const cateList = list.source.data?.cateList;
  const mayShelve = can(SHELF_AUTHORITIES);

  // 新增 / 编辑 are pages of their own: the list's dialog request becomes a visit to the form's address.
  const dialog = list.dialog.state;
  useEffect(() => {
    if (dialog.mode === 'closed') return;
    list.dialog.close();
    void navigate(dialog.mode === 'add' ? GOODS_ADD_PATH : goodsEditPath(dialog.row.id));
  }, [dialog, list.dialog, navigate]);

  // §10.14: `onsale` flips what it is told is the current state, so the state is read again first.
  const shelve = async (product: Product) => {
    setAsking(undefined);
    try {
      const info = await readInfo(product.id).unwrap();
      // Someone else already did it: nothing to flip, the list shows it.
      if (info.onShelf !== product.isShow) return list.refresh();
      await toggleShelf({ id: product.id, status: info.onShelf ? 1 : 0 }).unwrap();
      dispatch(notify({ message: '操作成功', severity: 'success' }));
    } catch {
      // The console's one error presenter has shown the server's message.
    }
  };

  const columns = useMemo<CrudColumn<Product>[]>(
    () => [
      { key: 'id', label: '商品id', render: (p) => p.id },
      {
        key: 'image',
        label: '商品图片',
        render: (p) =>
          p.image ? (
            <Link href={p.image} target="_blank" rel="noopener noreferrer">
              <Box component="img" src={p.image} alt="点击打开" sx={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
            </Link>
          ) : (
            ''
          ),
      },
      { key: 'storeName', label: '商品名称', render: (p) => p.storeName },
      { key: 'cateName', label: '分类名称', render: (p) => p.cateName },
      { key: 'price', label: '商品价格', render: (p) => (p.price === null ? '' : formatCents(p.price)) },
      { key: 'sales', label: '销量', render: (p) => p.sales },
      { key: 'stock', label: '库存', render: (p) => p.stock },
      { key: 'isIntegral', label: '商品类型', render: (p) => (p.isIntegral ? <Chip size="small" color="warning" label="积分商品" /> : <Chip size="small" label="普通商品" />) },
      {
        key: 'isShow',
        label: '状态',
        render: (p) => {
          const label = p.isShow ? '已上架' : '已下架';
          return mayShelve ? (
            <Chip size="small" color={p.isShow ? 'primary' : 'default'} label={label} aria-label={`${label} ${p.storeName}，点击${p.isShow ? '下架' : '上架'}`} onClick={() => setAsking(p)} />
          ) : (
            <Chip size="small" color={p.isShow ? 'primary' : 'default'} label={label} />
          );
        },
      },
    ],
    [mayShelve],
  );

  const { draft } = list.search;
  return (
    <Box>
      {/* A link's order (首页's 库存预警: the fewest in stock first), on 出售中产品. */}
      {isShow === 1 ? <LinkedSearch onLink={(params) => params.get('sort') === 'stock,asc' && list.paging.setSort(['stock,asc'])} /> : null}
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="商品名称" placeholder="输入搜索内容" value={draft.storeName} onChange={(event) => list.search.change({ storeName: event.target.value })} sx={{ width: 200 }} />
        <TextField size="small" select label="商品分类" value={draft.cateId} onChange={(event) => list.search.change({ cateId: event.target.value })} sx={{ width: 180 }}>
          <MenuItem value="">全部</MenuItem>
          {cateItems(cateList ?? [])}
        </TextField>
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns} bulk={false} />
      <CrudTable list={list} columns={columns} rowKey={products.idOf} rowName={products.labelOf} selectable={false} deleteMessage="确定删除本条数据吗？" />
      <CrudDeleteConfirm list={list} />
      <ConfirmDialog
        open={asking !== undefined}
        title="提示"
        warning
        message={asking?.isShow ? '确定进行[下架]操作?' : '确定进行[上架]操作?'}
        onConfirm={() => void (asking && shelve(asking))}
        onCancel={() => setAsking(undefined)}
      />
    </Box>
  );
}

