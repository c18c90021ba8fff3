import { useCallback, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ListHook, Resource, ResourceId, ResourcePage as Page } from '../../api/resource/defineResource';
import type { DictData } from '../../features/dict/dictDetail';
import { useDictsOf } from '../../features/dict/useDict';
import { LinkedSearch } from '../../features/navigation/LinkedSearch';
import { formatCents } from '../../shared/money/money';
import { DEFAULT_FORMAT, displayTime, type TimeInput } from '../../shared/time/time';
import { CrudDeleteConfirm } from '../crud/CrudDeleteConfirm';
import { CrudTable, type CrudColumn, type CrudTableProps, type CrudTree } from '../crud/CrudTable';
import { CrudToolbar } from '../crud/CrudToolbar';
import type { Filters } from '../crud/listParams';
import { StatusSwitch } from '../crud/StatusSwitch';
import { statusLabelsOf } from '../crud/statusLabels';
import type { StatusLabels } from '../crud/statusWords';
import { ENABLED_LABELS } from '../crud/useStatusLabels';
import { useCrudList, type CrudListOptions, type ListResult } from '../crud/useCrudList';
import { ChoiceTag } from './ChoiceTag';
import { choiceOf, optionsOf } from './choices';
import { ordered, valueOf, type Field, type PickedItem } from './fields';
import { FieldSearchBar } from './FieldSearchBar';
import { ResourceDialog } from './ResourceDialog';
import { linkedFilters, searchFiltersOf, searchQuery } from './searchQuery';
import { SignedAmount } from './SignedAmount';
import { useRowActions, type RowAction } from './rowActions';
import { FormPageVisit, type FormPage } from './FormPageVisit';

export interface ResourcePageProps<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number> {
  resource: Resource<Row, Form, Body, Extra, Id>;
  /** The fields in column order; a function when some depend on the answer (yshop's rows carry a dept). */
  fields: readonly Field<Row, Form>[] | ((page: Page<Row, Extra> | undefined) => readonly Field<Row, Form>[]);
  /** The search bar's order by field key, where it differs from the columns'. */
  searchOrder?: readonly string[];
  /** The dialog's order by field key. */
  formOrder?: readonly string[];
  /** A row nobody may select, edit or delete (the root dept). */
  isLocked?: (row: Row) => boolean;
  deleteMessage?: string | ((row: Row) => string);
  /**
   * Filters every query and 导出 of the page sends, not shown in its search bar (积分记录 is the
   * bills with `category=integral`): the one resource seen through several screens.
   */
  fixedFilters?: Filters;
  /** The page's list source instead of the resource's list (a tree screen's, say). */
  useList?: ListHook<Page<Row, Extra>>;
  /** Tree mode: the table's tree from the answer (its forest in the page's extra), with useTreeExpansion's rows. */
  useTree?: (page: Page<Row, Extra> | undefined) => CrudTree<Row> | undefined;
  /** Off where the screen has no bulk action: no ticks. */
  selectable?: boolean;
  /** The ids a delete sends for the rows chosen (a tree's subtree, where the back end wants them all). */
  deleteIds?: (ids: Id[]) => Id[];
  /** The words, paging and notices of the list controller where a screen says more (the default password notice, 强退). */
  listOptions?: Pick<CrudListOptions<Row, Filters, ListResult<Row>, Id>, 'addedMessage' | 'editedMessage' | 'removeWords' | 'pageSize'>;
  /** After the server accepted a delete of these ids (角色管理 lets go of the role shown beside the list). */
  onDeleted?: (ids: Id[]) => void;
  /**
   * The dialog's checks across fields, once each field's own passed: messages by form key
   * (商品分类: a child category needs a picture). Where inputs change each other, use `dialog`.
   */
  formCheck?: (form: Form) => Partial<Record<keyof Form & string, string>>;
}

export interface ResourceViewProps<Row> {
  /** The section's name; `{title}管理` by default. */
  label?: string;
  /** Drawn first in the section, above the search bar (a screen's heading, 字典详情's 所属字典). */
  header?: ReactNode;
  /** More in the toolbar, after 导出. */
  toolbar?: ReactNode;
  /** Actions of the screen's own in the 操作 column, before 编辑 / 删除. */
  rowActions?: (row: Row) => ReactNode;
  /** Notices above the table (a tree's repaired links). */
  notices?: ReactNode;
  /** The table's own options: a clicked row (角色管理), details below a row (日志), no pager (a whole list). */
  table?: Pick<CrudTableProps<Row, Filters, ResourceId>, 'onRowClick' | 'activeRow' | 'expand' | 'paged' | 'editLabel'>;
  /**
   * A dialog of the screen's own instead of the fields' (用户管理's, where a dept choice empties the
   * jobs): given the row to edit (undefined to add) and the controller's close and saved.
   */
  dialog?: (props: { row: Row | undefined; title: string; onClose: () => void; onSaved: () => void }) => ReactNode;
  /**
   * Acts on a row that ask a few things first (修改余额, 驳回, 发布: `defineRowAction`), their
   * buttons in the 操作 cell before the screen's own `rowActions`.
   */
  actions?: readonly RowAction<Row>[];
  /** 新增 / 编辑 open these pages instead of a dialog (a form of its own, recipe 2b: 图文). */
  formPage?: FormPage<Row>;
}

/**
 * The headless part of a resource's screen (react-admin's useListController): the list
 * controller over the resource, the fields' dictionaries, the columns, search and dialog
 * fields, the tree. A screen that needs more around the list (用户管理's dept filter sets
 * `list.search`) calls this and draws `<ResourceView state={...} />` where it wants it.
 */
export function useResourcePage<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number>({
  resource,
  fields: fieldsOf,
  searchOrder,
  formOrder,
  isLocked,
  deleteMessage,
  useList,
  useTree,
  selectable,
  deleteIds,
  listOptions,
  onDeleted,
  formCheck,
  fixedFilters,
}: ResourcePageProps<Row, Form, Body, Extra, Id>) {
  const first = typeof fieldsOf === 'function' ? fieldsOf(undefined) : fieldsOf;
  const dictNames = [...new Set(first.flatMap((field) => (field.dict ? [field.dict] : [])))];
  const dicts = useDictsOf(dictNames) as unknown as Readonly<Record<string, DictData | undefined>>; // by name; the flags are not read
  const searchFields = useMemo(() => ordered(first.filter((field) => field.search), searchOrder), [first, searchOrder]);
  const initialFilters = useMemo(() => searchFiltersOf(searchFields), [searchFields]);
  const fixed = JSON.stringify(fixedFilters ?? {});
  const toQuery = useCallback((filters: Filters) => ({ ...searchQuery(searchFields, filters), ...(JSON.parse(fixed) as Filters) }), [searchFields, fixed]);
  const [remove] = resource.useDelete();
  const [update] = resource.useUpdate();
  const list = useCrudList({
    ...listOptions,
    title: resource.title,
    initialFilters,
    useList: useList ?? resource.useList,
    rowId: resource.idOf,
    isLocked,
    permissions: resource.permissions,
    remove: async (ids) => {
      const sent = deleteIds ? deleteIds(ids) : ids;
      await remove(sent).unwrap();
      onDeleted?.(sent);
    },
    exportUrl: resource.exportUrl,
    sort: resource.sort,
    toQuery,
  });
  const page = list.source.data;
  const fields = typeof fieldsOf === 'function' ? fieldsOf(page) : fieldsOf;
  const tree = useTree?.(page);

  const labelsOf = useCallback(
    (field: Field<Row, Form>): StatusLabels => {
      const fallback = field.labels ?? ENABLED_LABELS;
      const dict = field.dict ? dicts[field.dict] : undefined;
      return dict ? statusLabelsOf(dict, fallback) : fallback;
    },
    [dicts],
  );

  const saveStatus = useCallback((row: Row, key: string, next: boolean) => update(resource.bodyOf({ ...resource.formOf(row), [key]: next })).unwrap(), [update, resource]);

  const columns: CrudColumn<Row>[] = fields
    .filter((field) => field.column !== false)
    .map((field) => ({
      key: field.key,
      label: field.label,
      width: field.width,
      render: (row: Row): ReactNode => {
        const value = valueOf(field, row);
        switch (field.kind) {
          case 'money':
            if (field.signOf) return <SignedAmount cents={typeof value === 'number' ? value : null} sign={field.signOf(row)} />;
            return typeof value === 'number' ? formatCents(value) : '';
          case 'dict':
          case 'choice':
            return <ChoiceTag choice={choiceOf(optionsOf(field, field.dict ? dicts[field.dict] : undefined), value)} value={value} />;
          case 'status': {
            const key = field.form?.key ?? field.key;
            const locked = isLocked?.(row) ?? false;
            const toggle = field.toggle;
            return (
              <StatusSwitch
                enabled={Boolean(value)}
                name={resource.labelOf(row)}
                subject={resource.title}
                labels={labelsOf(field)}
                disabled={!(toggle?.allowed ?? list.can.edit) || locked}
                save={(next) => (toggle?.save ? toggle.save(row, next) : saveStatus(row, key, next))}
                question={toggle?.question ? (next) => toggle.question!(next, row) : undefined}
                done={toggle?.done}
              />
            );
          }
          case 'picture':
            return value ? <Box component="img" src={String(value)} alt={`${resource.labelOf(row)} ${field.label}`} sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} /> : '';
          case 'dateTime':
            return displayTime(value as TimeInput, DEFAULT_FORMAT, '');
          case 'pick':
            return Array.isArray(value) ? (value as PickedItem[]).map((item) => item.label).join('、') : '';
          case 'custom':
            return field.render ? field.render(row) : String(value ?? '');
          case 'rows':
            return Array.isArray(value) ? `${value.length} 项` : '';
          default:
            return typeof value === 'number' ? value : String(value ?? '');
        }
      },
    }));

  const formFields = ordered(fields.filter((field) => field.form && field.form.shown !== false), formOrder);
  return { resource, list, page, columns, searchFields, formFields, dicts, labelsOf, tree, selectable, deleteMessage, formCheck };
}

export type ResourcePageState<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number> = ReturnType<typeof useResourcePage<Row, Form, Body, Extra, Id>>;

/** The MUI view of a resource's screen: search bar, toolbar, table, dialog and delete confirmation. */
export function ResourceView<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number>({
  state,
  label,
  header,
  toolbar,
  rowActions,
  notices,
  table,
  dialog: ownDialog,
  actions,
  formPage,
}: ResourceViewProps<Row> & { state: ResourcePageState<Row, Form, Body, Extra, Id> }) {
  const { resource, list, page, columns, searchFields, formFields, dicts, labelsOf, tree, selectable, deleteMessage, formCheck } = state;
  const skipped = page?.skipped.length ?? 0;
  const dialog = list.dialog.state;
  const name = label ?? `${resource.title}管理`;
  const acts = useRowActions(actions, resource.labelOf);
  // A link's query fills the search (会员's 账单 opens 用户账单 with `?nickname=`).
  const followLink = (params: URLSearchParams) => {
    const values = linkedFilters(searchFields, params);
    if (values) list.search.apply(values);
  };
  const actionCell = actions?.length
    ? (row: Row) => (
        <>
          {acts.buttons(row)}
          {rowActions?.(row)}
        </>
      )
    : rowActions;
  return (
    <Paper component="section" aria-label={name} sx={{ p: 2, minWidth: 0 }}>
      {header}
      {searchFields.length > 0 ? <LinkedSearch onLink={followLink} /> : null}
      {searchFields.length > 0 ? <FieldSearchBar fields={searchFields} search={list.search} dicts={dicts} labelsOf={labelsOf} /> : null}
      <CrudToolbar list={list} columns={columns} searchable={searchFields.length > 0} bulk={selectable !== false}>
        {toolbar}
      </CrudToolbar>
      {skipped > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`有 ${skipped} 条${resource.title}数据无法识别，未显示`}</Alert> : null}
      {notices}
      <CrudTable list={list} columns={columns} rowKey={resource.idOf} rowName={resource.labelOf} deleteMessage={deleteMessage} rowActions={actionCell} tree={tree} selectable={selectable} {...table} />
      {dialog.mode !== 'closed' && formPage ? <FormPageVisit page={formPage} request={dialog} close={list.dialog.close} /> : null}
      {dialog.mode !== 'closed' && ownDialog && !formPage ? ownDialog({ row: dialog.mode === 'edit' ? dialog.row : undefined, title: list.dialog.title, onClose: list.dialog.close, onSaved: () => list.dialog.saved(dialog.mode) }) : null}
      {dialog.mode !== 'closed' && !ownDialog && !formPage ? (
        <ResourceDialog
          resource={resource}
          fields={formFields}
          row={dialog.mode === 'edit' ? dialog.row : undefined}
          title={list.dialog.title}
          dicts={dicts}
          labelsOf={labelsOf}
          formCheck={formCheck}
          onClose={list.dialog.close}
          onSaved={() => list.dialog.saved(dialog.mode)}
        />
      ) : null}
      {acts.dialog}
      <CrudDeleteConfirm list={list} />
    </Paper>
  );
}

/**
 * A resource's whole screen from its fields: the search bar, the toolbar, the table (its
 * controls named after each row), the add / edit dialog and the delete confirmation,
 * with the permissions by convention. react-admin's <List> over the headless useResourcePage.
 */
export function ResourcePage<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId = number>(props: ResourcePageProps<Row, Form, Body, Extra, Id> & ResourceViewProps<Row>) {
  const state = useResourcePage(props);
  return <ResourceView state={state} label={props.label} header={props.header} toolbar={props.toolbar} rowActions={props.rowActions} notices={props.notices} table={props.table} dialog={props.dialog} actions={props.actions} formPage={props.formPage} />;
}
