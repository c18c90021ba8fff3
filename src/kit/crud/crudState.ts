import type { Filters } from './listParams';

/*
 * The state of one CRUD screen's list, as a pure reducer: the search being typed and
 * the one applied, paging and sort, the selection, the add/edit dialog, the delete
 * waiting for its confirmation, hidden columns and whether the search bar shows.
 * useCrudList holds it; this file knows nothing of React, MUI or the network.
 */

/** A row's identity: a number for the system tables, a session key for 在线用户. */
export type RowId = number | string;

export type DialogState<Row> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: Row };

export interface CrudState<F extends Filters, Row, Id extends RowId = number> {
  draft: F;
  applied: F;
  page: number;
  size: number;
  sort: readonly string[];
  selected: readonly Id[];
  dialog: DialogState<Row>;
  /** Ids waiting for 确认删除, with the rows' count in the message. */
  deleting: readonly Id[] | null;
  hiddenColumns: readonly string[];
  searchShown: boolean;
}

export type CrudAction<F extends Filters, Row, Id extends RowId = number> =
  | { type: 'draftChanged'; values: Partial<F> }
  | { type: 'searched' }
  | { type: 'reset'; initial: F }
  | { type: 'pageChanged'; page: number }
  | { type: 'sizeChanged'; size: number }
  | { type: 'sortChanged'; sort: readonly string[] }
  | { type: 'selectionToggled'; id: Id }
  | { type: 'selectionSet'; ids: readonly Id[] }
  | { type: 'addOpened' }
  | { type: 'editOpened'; row: Row }
  | { type: 'dialogClosed' }
  | { type: 'saved'; mode: 'add' | 'edit' }
  | { type: 'deleteAsked'; ids: readonly Id[] }
  | { type: 'deleteSettled'; deleted: readonly Id[] }
  | { type: 'columnToggled'; key: string }
  | { type: 'searchToggled' };

export function initialCrudState<F extends Filters, Row, Id extends RowId = number>(filters: F, size: number, sort: readonly string[]): CrudState<F, Row, Id> {
  return {
    draft: filters,
    applied: filters,
    page: 0,
    size,
    sort,
    selected: [],
    dialog: { mode: 'closed' },
    deleting: null,
    hiddenColumns: [],
    searchShown: true,
  };
}

const without = <Id extends RowId>(ids: readonly Id[], gone: readonly Id[]) => ids.filter((id) => !gone.includes(id));

export function crudReducer<F extends Filters, Row, Id extends RowId = number>(state: CrudState<F, Row, Id>, action: CrudAction<F, Row, Id>): CrudState<F, Row, Id> {
  switch (action.type) {
    case 'draftChanged':
      return { ...state, draft: { ...state.draft, ...action.values } };
    // A new search, page or sort shows other rows: a selection of rows no longer shown
    // would let 删除 remove what the operator cannot see.
    case 'searched':
      return { ...state, applied: state.draft, page: 0, selected: [] };
    case 'reset':
      return { ...state, draft: action.initial, applied: action.initial, page: 0, selected: [] };
    case 'pageChanged':
      return action.page === state.page ? state : { ...state, page: Math.max(0, action.page), selected: [] };
    case 'sizeChanged':
      return { ...state, size: action.size, page: 0, selected: [] };
    case 'sortChanged':
      return { ...state, sort: action.sort, page: 0, selected: [] };
    case 'selectionToggled':
      return { ...state, selected: state.selected.includes(action.id) ? without(state.selected, [action.id]) : [...state.selected, action.id] };
    case 'selectionSet':
      return { ...state, selected: [...new Set(action.ids)] };
    case 'addOpened':
      return { ...state, dialog: { mode: 'add' } };
    case 'editOpened':
      return { ...state, dialog: { mode: 'edit', row: action.row } };
    case 'dialogClosed':
      return { ...state, dialog: { mode: 'closed' } };
    // The originals go back to the first page after adding, where the newest row shows.
    case 'saved':
      return action.mode === 'add' ? { ...state, dialog: { mode: 'closed' }, page: 0, selected: [] } : { ...state, dialog: { mode: 'closed' } };
    case 'deleteAsked':
      return action.ids.length === 0 ? state : { ...state, deleting: [...action.ids] };
    case 'deleteSettled':
      return { ...state, deleting: null, selected: without(state.selected, action.deleted) };
    case 'columnToggled':
      return {
        ...state,
        hiddenColumns: state.hiddenColumns.includes(action.key) ? state.hiddenColumns.filter((key) => key !== action.key) : [...state.hiddenColumns, action.key],
      };
    case 'searchToggled':
      return { ...state, searchShown: !state.searchShown };
  }
}
