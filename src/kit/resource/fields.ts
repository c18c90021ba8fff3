import type { ReactNode } from 'react';
import type { Ref } from '../../api/resource/wire';
import type { StatusLabels } from '../crud/statusWords';
import type { Forest } from '../tree/forest';

/*
 * Field descriptors (issue 23; ProTable's `valueType` columns, for the originals' CRUD
 * screens): one descriptor per field drives the search bar, the table's column and the
 * dialog's input together. A screen lists its fields; the kit's ResourcePage draws them.
 */

export type FieldKind = 'text' | 'number' | 'money' | 'dict' | 'choice' | 'status' | 'dateRange' | 'dateTime' | 'tree' | 'picture' | 'pick' | 'custom' | 'rows';

/** A tag's colour (MUI Chip's); a choice without one shows as plain text. */
export type ChoiceColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/**
 * One fixed choice of a field, where no dictionary of the server holds them (yshop has no
 * `bill_category`): the value sent and read, the word shown, and the column tag's colour.
 */
export interface Choice {
  value: string | number;
  label: string;
  colour?: ChoiceColour;
}

/**
 * How a search value goes out, where the back end reads it otherwise than `key=value`:
 * a date range as two keys (yshop's bills: `startTime` / `endTime`, `day` sending the bare
 * `yyyy-MM-dd` yshop parses) instead of eladmin's `createTime=[from, to]` (the default).
 */
export interface SearchSend {
  from: string;
  to: string;
  /** `day`: `yyyy-MM-dd`; `time` (default): `yyyy-MM-dd HH:mm:ss`. */
  as?: 'day' | 'time';
}

export interface SearchOptions {
  /** The query's key; the field's key by default. */
  key?: string;
  /** 岗位名称 where the search says more than the column (名称). */
  label?: string;
  placeholder?: string;
  /** A status search's own words where they differ from the switch's (部门管理 searches 正常 / 禁用). */
  labels?: StatusLabels;
  /** More query keys sent the same value, where back ends read different ones (在线用户's `username` beside `filter`). */
  also?: readonly string[];
  /** A date range's keys where it is not sent as `key=[from, to]` (see SearchSend). */
  send?: SearchSend;
}

export interface FormOptions<Form> {
  /** The form key the input edits (the entity's form: `deptId` for a dept column). */
  key: keyof Form & string;
  /** The message of an empty input (请输入名称); without it the input may stay empty. */
  required?: string;
  placeholder?: string;
  /** Text: the most characters. Number: the bounds. Money: the bounds in cents. */
  min?: number;
  max?: number;
  /** Off: not in the dialog, the row's value kept. */
  shown?: boolean;
  /** The input's label, where it differs from the column's (部门排序). */
  label?: string;
  /** A line under the input while it holds no error (a picture's recommended size: 建议尺寸 750*375). */
  hint?: string;
  /** Shown but not editable (会员's 用户昵称 in 修改用户): the value stays the row's. */
  readOnly?: boolean;
  /**
   * Asked only while this holds of the form as typed (a 商品券's products once its type is
   * 商品券); while not, the input is gone and the form sends null for it. Issue 31.
   */
  shownWhen?: (form: Readonly<Record<string, unknown>>) => boolean;
  /** `required` only while this holds of the form as typed (a 满减券's minimum spend). */
  requiredWhen?: (form: Readonly<Record<string, unknown>>) => boolean;
}

/** One cell of a `rows` field's row: a text, whole number or amount input (issue 31). */
export interface RowColumn {
  key: string;
  label: string;
  kind?: 'text' | 'number' | 'money';
  required?: string;
  /** Text: most characters. Number: bounds. Money: bounds in cents. */
  min?: number;
  max?: number;
}

/** A `rows` field: a list of small records edited in place (a group's fields, 充值金额's options). */
export interface RowsOptions {
  columns: readonly RowColumn[];
  /** Fewest and most rows (the message names them). */
  min?: number;
  max?: number;
  /** A new row's cells as typed ('' each by default). */
  blank?: Readonly<Record<string, string>>;
}

/** The choices of a tree input (a dept tree), as useDeptForest and the like give them. */
export interface TreeOptions<Node> {
  forest: Forest<Node>;
  /** A node whose children load when it opens (eladmin's lazy levels). */
  mayHaveChildren?(node: Node): boolean;
  loadChildren?: ((id: number) => Promise<unknown>) | undefined;
  /** Open when the tree is first shown (a made-up root such as 顶级类目 over the real choices). */
  initiallyExpanded?: readonly number[];
}

/** Where a tree input's choices come from, and when it is asked at all. Methods, so a screen's own node type fits. */
export interface TreeSource<Row, Options extends TreeOptions<unknown> = TreeOptions<unknown>> {
  /** The choices: a hook, called only while the dialog is open. */
  useOptions(): Options;
  labelOf(node: never): string;
  /** The row's current choice, named before the tree has loaded it. */
  refOf?(row: Row): Ref | null;
  /** Asked only when this says so (yshop keeps a job's dept, eladmin not); while not, the form sends null. */
  shownWith?(options: NoInfer<Options>): boolean;
}

/** A record picked from another list (a product of a 商品券): its id and what a person sees of it. */
export interface PickedItem {
  id: number;
  label: string;
  /** A thumbnail's URL, when the records have one. */
  image?: string;
}

/** One page of the records a `pick` field offers, as its hook gives it. */
export interface PickPage {
  items: readonly PickedItem[];
  total: number;
  loading: boolean;
}

/**
 * Where a `pick` field's records come from (issue 32): another resource's list, one page
 * at a time, searched by text; the screen maps its rows to `PickedItem`s, so the kit knows
 * no entity. The form's value is the picked items in order.
 */
export interface PickSource {
  /** The dialog's title (选择商品). */
  title: string;
  /** A page of the records, `search` the text typed (a hook: called only while the dialog is open). */
  usePage(args: { page: number; size: number; search: string }): PickPage;
  /** The search box's label (商品名称). */
  searchLabel?: string;
  /** The most records that may be picked. */
  max?: number;
}

/** What a custom input is given. */
export interface CustomInputProps {
  value: unknown;
  set: (value: unknown) => void;
  error: string | undefined;
  label: string;
}

export interface StatusToggle<Row> {
  /** Sends the change; rejects with the server's error (the switch then shows the row as it was). */
  save?: (row: Row, next: boolean) => Promise<unknown>;
  /** The confirmation's text for switching `row` to `next`. */
  question?: (next: boolean, row: Row) => string;
  /** The notice once accepted, where the original's differs from `{label}成功` (会员's 操作成功). */
  done?: string;
  /**
   * Who may press it, where the call is not the resource's update (分销员 is read-only, yet its
   * 状态 is 会员's \`onStatus\`): the resource's edit permission when left out.
   */
  allowed?: boolean;
}

export interface Field<Row, Form> {
  kind: FieldKind;
  /** The column's key, the row's property shown by default and the search's query key. */
  key: string;
  label: string;
  /** The value shown; the row's own `key` by default. */
  value?: (row: Row) => unknown;
  /** In the table unless false. */
  column?: boolean;
  /** A cut width for long text (240 px by default). */
  width?: number;
  /** In the search bar when given. */
  search?: SearchOptions;
  /** In the dialog when given. */
  form?: FormOptions<Form>;
  /** `dict` and `status`: the dictionary naming the values (`job_status`). */
  dict?: string;
  /**
   * `choice`: the fixed choices of the column, the search's select and the dialog's. On a
   * `dict` field: the words used while the server has no such dictionary (or it is empty).
   */
  choices?: readonly Choice[];
  /** `money`: income or expense of a row, shown as `+12.50` / `-12.50` in green / red (sign and colour). */
  signOf?: (row: Row) => 'in' | 'out' | undefined;
  /** `status`: the words when the dictionary has none (启用 / 停用). */
  labels?: StatusLabels;
  /**
   * `status`: a switch with a call of its own instead of the resource's update (yshop's
   * `POST api/yxUser/onStatus/{uid}`), and its own question (`确定进行[禁用]操作?`).
   */
  toggle?: StatusToggle<Row>;
  /** `tree`: the choices. */
  tree?: TreeSource<Row>;
  /** `custom`: the cell. */
  render?: (row: Row) => ReactNode;
  /** `custom`: the dialog's input. */
  input?: (props: CustomInputProps) => ReactNode;
  /** `rows`: the columns of each row. */
  rows?: RowsOptions;
  /** `pick`: the records offered in the dialog. */
  pick?: PickSource;
}

type FieldOptions<Row, Form> = Omit<Field<Row, Form>, 'kind' | 'key' | 'label'>;
type Builder<Row, Form> = (key: string, label: string, options?: FieldOptions<Row, Form>) => Field<Row, Form>;

/**
 * The constructors of a screen's fields, typed by its row and form:
 *   const f = fieldsOf<Job, JobForm>();
 *   f.text('name', '名称', { search: { label: '岗位名称' }, form: { key: 'name', required: '请输入名称', max: 50 } })
 */
export function fieldsOf<Row, Form>(): Record<Exclude<FieldKind, 'tree'>, Builder<Row, Form>> & {
  tree: <O extends TreeOptions<unknown>>(key: string, label: string, options: Omit<FieldOptions<Row, Form>, 'tree'> & { tree: TreeSource<Row, O> }) => Field<Row, Form>;
} {
  const of = (kind: FieldKind): Builder<Row, Form> => (key, label, options = {}) => ({ kind, key, label, ...options });
  return {
    text: of('text'),
    number: of('number'),
    money: of('money'),
    dict: of('dict'),
    choice: of('choice'),
    status: of('status'),
    dateRange: of('dateRange'),
    dateTime: of('dateTime'),
    // A source of a screen's own options type is kept as the general one: its methods take it back (bivariant).
    tree: <O extends TreeOptions<unknown>>(key: string, label: string, options: Omit<FieldOptions<Row, Form>, 'tree'> & { tree: TreeSource<Row, O> }): Field<Row, Form> => ({
      kind: 'tree',
      key,
      label,
      ...options,
      tree: options.tree as unknown as TreeSource<Row>,
    }),
    picture: of('picture'),
    pick: of('pick'),
    custom: of('custom'),
    rows: of('rows'),
  };
}

/** The value a field shows of a row. */
export const valueOf = <Row, Form>(field: Field<Row, Form>, row: Row): unknown => (field.value ? field.value(row) : (row as Record<string, unknown>)[field.key]);

/** `keys` first in that order, then the rest as listed. */
export function ordered<T extends { key: string }>(items: readonly T[], keys: readonly string[] | undefined): T[] {
  if (!keys) return [...items];
  const rank = (item: T) => {
    const index = keys.indexOf(item.key);
    return index < 0 ? keys.length : index;
  };
  return items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index).map(({ item }) => item);
}
