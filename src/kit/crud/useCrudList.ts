import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useDispatch } from 'react-redux';
import { notify } from '../../features/notifications/notificationsSlice';
import { usePermission } from '../../features/permission/usePermission';
import { crudReducer, initialCrudState, type CrudAction, type CrudState, type RowId } from './crudState';
import { useExportListMutation } from '../../api/resource/exportApi';
import { exportParams, listParams, pageWithRows, type Filters } from './listParams';

export interface Page<Row> {
  content: Row[];
  totalElements: number;
}

/** The part of an RTK Query list hook's result the controller reads. */
export interface ListResult<Row> {
  /** The last answer, kept on screen while the next page loads. */
  data?: Page<Row> | undefined;
  /** The answer for the current query only (RTK Query's `currentData`). */
  currentData?: Page<Row> | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Who may add, edit, delete; an action left out is nobody's (a log has no 新增). */
export interface CrudPermissions {
  add?: readonly string[];
  edit?: readonly string[];
  del?: readonly string[];
}

/** The words of a screen whose "delete" is another act (在线用户's 强退). */
export interface RemoveWords {
  /** The toolbar's confirmation for `count` selected rows; 确认删除选中的{n}条数据? by default. */
  confirm?: (count: number) => string;
  /** The notice once done; 删除成功 by default. */
  done?: string;
}

export interface CrudListOptions<Row, F extends Filters, R extends ListResult<Row> = ListResult<Row>, Id extends RowId = number> {
  /** What a row is, in the dialog title (新增用户) and the export's file name (用户数据). */
  title: string;
  initialFilters: F;
  /** The list endpoint's hook, called with the query of the page to show. */
  useList: (params: Record<string, unknown>) => R;
  rowId: (row: Row) => Id;
  /** A row the operator may neither select, edit nor delete (their own user, a role above them). */
  isLocked?: (row: Row) => boolean;
  permissions: CrudPermissions;
  /** Deletes the rows with these ids; rejects with the server's error. */
  remove?: (ids: Id[]) => Promise<unknown>;
  removeWords?: RemoveWords;
  /** The list's URL when it has 导出 (`{url}/download`). */
  exportUrl?: string;
  pageSize?: number;
  sort?: readonly string[];
  /** The notice after adding; 新增成功 unless a screen says more (the default password). */
  addedMessage?: string;
  /** The notice after editing; 编辑成功 unless a screen says otherwise (评论管理's 修改成功). */
  editedMessage?: string;
  /** The query of the search's state where the back end reads it otherwise (a range as `startTime` / `endTime`: `searchQuery`). */
  toQuery?: (filters: F) => Filters;
}

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
const notLocked = () => false;
const asHeld = (filters: Filters): Filters => filters;
const deleteConfirm = (count: number) => `确认删除选中的${count}条数据?`;
/** Two list queries alike (listParams builds both, so their keys come in one order). */
const sameQuery = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The headless controller of a CRUD screen (react-admin's useListController, for the
 * originals' CRUD mixin): the list query and its answer, search, paging, selection,
 * the add/edit dialog, delete with confirmation, 导出, permission-aware actions and the
 * success notices. The MUI pieces in this folder draw it; a screen configures it.
 */
export function useCrudList<Row, F extends Filters, R extends ListResult<Row> = ListResult<Row>, Id extends RowId = number>(options: CrudListOptions<Row, F, R, Id>) {
  const { title, initialFilters, useList, rowId, isLocked = notLocked, permissions, remove, removeWords = {}, exportUrl, pageSize = 10, sort = [], addedMessage = '新增成功', editedMessage = '编辑成功', toQuery = asHeld } = options;
  const { confirm: confirmText = deleteConfirm, done: doneText = '删除成功' } = removeWords;
  const dispatchNotice = useDispatch();
  const can = usePermission();
  const [state, dispatch] = useReducer(crudReducer<F, Row, Id>, undefined, () => initialCrudState<F, Row, Id>(initialFilters, pageSize, sort));
  const [deletingBusy, setDeletingBusy] = useState(false);
  const [exportList, exportState] = useExportListMutation();

  const params = useMemo(() => listParams({ page: state.page, size: state.size, sort: state.sort, filters: toQuery(state.applied) }), [state.page, state.size, state.sort, state.applied, toQuery]);
  const list = useList(params);
  const rows = useMemo(() => list.data?.content ?? [], [list.data]);
  const total = list.data?.totalElements ?? 0;

  // A page emptied by a delete, or past the end after a search, goes back to the last
  // page with rows; judged only on the answer to this very page.
  const current = list.currentData;
  useEffect(() => {
    if (!current) return;
    const page = pageWithRows(state.page, state.size, current.totalElements, current.content.length);
    if (page !== state.page) dispatch({ type: 'pageChanged', page });
  }, [current, state.page, state.size]);

  const allowed = {
    add: permissions.add !== undefined && can(permissions.add),
    edit: permissions.edit !== undefined && can(permissions.edit),
    del: permissions.del !== undefined && can(permissions.del),
  };

  const selectable = useMemo(() => rows.filter((row) => !isLocked(row)).map(rowId), [rows, isLocked, rowId]);
  const selectedRows = useMemo(() => rows.filter((row) => state.selected.includes(rowId(row))), [rows, state.selected, rowId]);

  const notice = useCallback((message: string) => dispatchNotice(notify({ message, severity: 'success' })), [dispatchNotice]);

  const deleteRows = useCallback(
    async (ids: readonly Id[]): Promise<boolean> => {
      if (!remove || ids.length === 0) return false;
      setDeletingBusy(true);
      try {
        await remove([...ids]);
      } catch {
        // The console's one error presenter has shown the server's message.
        dispatch({ type: 'deleteSettled', deleted: [] });
        return false;
      } finally {
        setDeletingBusy(false);
      }
      dispatch({ type: 'deleteSettled', deleted: ids });
      notice(doneText);
      return true;
    },
    [remove, notice, doneText],
  );

  const send = useCallback((action: CrudAction<F, Row, Id>) => dispatch(action), []);

  // 搜索 / 重置 that lead to the query already shown ask the server again, as the
  // originals' toQuery did: an operator presses them to see what others changed since.
  const askAgainIfSame = (filters: F) => {
    if (sameQuery(listParams({ page: 0, size: state.size, sort: state.sort, filters: toQuery(filters) }), params)) void list.refetch();
  };

  return {
    state: state as CrudState<F, Row, Id>,
    title,
    /** What `useList` answered, with whatever more a screen's source gives (a tree, the back end's flavour). */
    source: list,
    rows,
    total,
    loading: list.isFetching,
    failed: list.isError && !list.data,
    refresh: () => void list.refetch(),
    can: { ...allowed, rowActions: allowed.edit || allowed.del },

    search: {
      draft: state.draft,
      change: (values: Partial<F>) => send({ type: 'draftChanged', values }),
      submit: () => {
        askAgainIfSame(state.draft);
        send({ type: 'searched' });
      },
      reset: () => {
        askAgainIfSame(initialFilters);
        send({ type: 'reset', initial: initialFilters });
      },
      /** Searches these values over the initial ones at once (a link's filter, 首页's 待办). */
      // Not asked again when unchanged: it may come before the list's first query.
      apply: (values: Partial<F>) => send({ type: 'reset', initial: { ...initialFilters, ...values } }),
      shown: state.searchShown,
      toggle: () => send({ type: 'searchToggled' }),
    },

    paging: {
      page: state.page,
      size: state.size,
      sizes: PAGE_SIZES,
      setPage: (page: number) => send({ type: 'pageChanged', page }),
      setSize: (size: number) => send({ type: 'sizeChanged', size }),
      sort: state.sort,
      setSort: (next: readonly string[]) => send({ type: 'sortChanged', sort: next }),
    },

    selection: {
      ids: state.selected,
      rows: selectedRows,
      isSelected: (row: Row) => state.selected.includes(rowId(row)),
      canSelect: (row: Row) => !isLocked(row),
      toggle: (row: Row) => {
        if (!isLocked(row)) send({ type: 'selectionToggled', id: rowId(row) });
      },
      allSelected: selectable.length > 0 && selectable.every((id) => state.selected.includes(id)),
      someSelected: state.selected.length > 0,
      toggleAll: () => send({ type: 'selectionSet', ids: selectable.every((id) => state.selected.includes(id)) ? [] : selectable }),
      /** Exactly these rows ticked (a tree table ticks a subtree at once); locked ones are left out. */
      set: (ids: readonly Id[]) => send({ type: 'selectionSet', ids: ids.filter((id) => selectable.includes(id)) }),
    },

    dialog: {
      state: state.dialog,
      title: state.dialog.mode === 'edit' ? `编辑${title}` : `新增${title}`,
      openAdd: () => send({ type: 'addOpened' }),
      openEdit: (row: Row) => send({ type: 'editOpened', row }),
      /** 修改 of the toolbar: exactly one selected row. */
      editSelected: () => {
        const [only] = selectedRows;
        if (selectedRows.length === 1 && only !== undefined) send({ type: 'editOpened', row: only });
      },
      close: () => send({ type: 'dialogClosed' }),
      /** After the server accepted the dialog's form. */
      saved: (mode: 'add' | 'edit') => {
        send({ type: 'saved', mode });
        notice(mode === 'add' ? addedMessage : editedMessage);
      },
    },

    deletion: {
      /** The confirmation waiting for an answer: 确认删除选中的{n}条数据? (or the screen's words). */
      pending: state.deleting,
      message: state.deleting ? confirmText(state.deleting.length) : '',
      busy: deletingBusy,
      askSelected: () => send({ type: 'deleteAsked', ids: state.selected }),
      confirm: () => (state.deleting ? deleteRows(state.deleting) : Promise.resolve(false)),
      cancel: () => send({ type: 'deleteSettled', deleted: [] }),
      /** A row's own delete, already confirmed by its popover. */
      deleteRow: (row: Row) => (isLocked(row) ? Promise.resolve(false) : deleteRows([rowId(row)])),
    },

    exporting: {
      available: exportUrl !== undefined,
      busy: exportState.isLoading,
      run: async (): Promise<void> => {
        if (exportUrl === undefined) return;
        // A failure is shown by the console's one error presenter.
        await exportList({ url: exportUrl, params: exportParams({ sort: state.sort, filters: toQuery(state.applied) }), title }).unwrap().catch(() => undefined);
      },
    },

    columns: {
      hidden: state.hiddenColumns,
      isShown: (key: string) => !state.hiddenColumns.includes(key),
      toggle: (key: string) => send({ type: 'columnToggled', key }),
    },
  };
}

export type CrudList<Row, F extends Filters, Id extends RowId = number> = ReturnType<typeof useCrudList<Row, F, ListResult<Row>, Id>>;
