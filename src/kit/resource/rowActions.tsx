import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import type { DictData } from '../../features/dict/dictDetail';
import { useDictsOf } from '../../features/dict/useDict';
import { notify } from '../../features/notifications/notificationsSlice';
import { usePermission } from '../../features/permission/usePermission';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { FormDialog } from '../crud/FormDialog';
import type { FormErrors } from '../crud/formCheck';
import { useFormDialog } from '../crud/useFormDialog';
import { ENABLED_LABELS } from '../crud/useStatusLabels';
import { draftOf, type Drafts } from './drafts';
import { checkFields } from './fieldForm';
import type { Field } from './fields';
import { FormFields } from './FormFields';

/*
 * A row's act that asks a few things first (issue 31: 会员's 修改余额 with 增加/减少 and an
 * amount, 提现's 驳回 with its reason, 优惠券's 发布 with a count and a window): a button in
 * the row's 操作 cell, a small form of field descriptors, the body sent by an entity's
 * mutation, the server's refusal shown in the form with the input kept.
 */

/** What a mutation hook gives (RTK Query's `useXMutation`): the trigger first. */
type SendHook<Body> = () => readonly [(body: Body) => { unwrap(): Promise<unknown> }, ...unknown[]];

export interface RowActionDefinition<Row, Values, Body> {
  /** 修改余额: the button's word (named `修改余额 <row label>`), the dialog's title. */
  label: string;
  /** The dialog's title where it says more than the button (发布 opens 发布优惠券). */
  title?: string;
  /** Who may (any one; `admin` passes); everyone when absent. */
  permission?: readonly string[];
  /** Offered only for rows this holds of (驳回 for a withdrawal still 审核中). */
  shownFor?: (row: Row) => boolean;
  /**
   * The form's inputs: field descriptors with `form` (their `shownWhen` / `requiredWhen` apply).
   * None (`[]`) with a `confirm`: no form at all, only the question (提现's 通过), whose 确定
   * sends; a refusal then arrives as the server's notice.
   */
  fields: readonly Field<Row, Values>[];
  /** The form's start for this row. */
  initial: (row: Row) => Values;
  /** The entity's mutation hook that sends the body (`members.useMoney`). */
  useSend: SendHook<Body>;
  /** The body, from the checked values and the row (ids from the row, never typed). */
  bodyOf: (values: Values, row: Row) => NoInfer<Body>;
  /** Checks across inputs once each passed its own, messages by key (发布's end after its start). */
  formCheck?: (values: Values) => Partial<Record<string, string>>;
  /**
   * Asked once the form is checked, before anything is sent (修改余额's
   * `确定为王芳增加20.50元余额?`): 确定 sends, 取消 returns to the form as typed.
   */
  confirm?: (values: Values, row: Row) => string;
  /** The notice once accepted: `{label}成功` by default, or words read from the server's answer. */
  doneMessage?: string | ((answer: unknown) => string);
  /** 确认 by default. */
  submitText?: string;
}

/** A row action with its own types erased, so a screen's list may hold several. */
export interface RowAction<Row> {
  label: string;
  permission?: readonly string[] | undefined;
  shownFor?: ((row: Row) => boolean) | undefined;
  /** Draws the open form; the kit calls it once a row's button is pressed. */
  dialog: (props: { row: Row; onClose: () => void }) => ReactNode;
}

/** A row action from its definition: `defineRowAction<Member>()({ label: '修改余额', ... })`. */
export const defineRowAction =
  <Row,>() =>
  <Values extends object, Body>(definition: RowActionDefinition<Row, Values, Body>): RowAction<Row> => ({
    label: definition.label,
    permission: definition.permission,
    shownFor: definition.shownFor,
    dialog: ({ row, onClose }) =>
      definition.fields.length === 0 && definition.confirm ? (
        <RowActionConfirm definition={definition} row={row} onClose={onClose} />
      ) : (
        <RowActionDialog definition={definition} row={row} onClose={onClose} />
      ),
  });

/** An act with nothing to ask but a question: 确定 sends once (the button stays pressed while it goes), 取消 closes. */
function RowActionConfirm<Row, Values extends object, Body>({ definition, row, onClose }: { definition: RowActionDefinition<Row, Values, Body>; row: Row; onClose: () => void }) {
  const [send] = definition.useSend();
  const dispatch = useDispatch();
  const sending = useRef(false);
  const values = useMemo(() => definition.initial(row), [definition, row]);
  const done = definition.doneMessage;
  const confirm = async () => {
    // Two presses in one frame both reach here: only the first sends.
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await send(definition.bodyOf(values, row)).unwrap();
      dispatch(notify({ message: typeof done === 'function' ? done(answer) : (done ?? `${definition.label}成功`), severity: 'success' }));
    } catch {
      // The server's refusal (another operator was first...) is the global notice; the list is read again.
    } finally {
      onClose();
    }
  };
  return <ConfirmDialog open title="提示" warning message={definition.confirm!(values, row)} onConfirm={() => void confirm()} onCancel={onClose} />;
}

function RowActionDialog<Row, Values extends object, Body>({ definition, row, onClose }: { definition: RowActionDefinition<Row, Values, Body>; row: Row; onClose: () => void }) {
  const { fields, label } = definition;
  const [send] = definition.useSend();
  const dicts = useDictsOf([...new Set(fields.flatMap((field) => (field.dict ? [field.dict] : [])))]) as unknown as Readonly<Record<string, DictData | undefined>>;
  const start = useMemo(() => definition.initial(row), [definition, row]);
  const initial = useMemo(() => Object.fromEntries(fields.map((field) => [field.form!.key, draftOf(field, (start as Record<string, unknown>)[field.form!.key])])) as Drafts, [fields, start]);
  const dispatch = useDispatch();
  const done = definition.doneMessage;
  // The question shown, and whether the next check is the one 确定 answered.
  const [asking, setAsking] = useState<string | null>(null);
  const confirmed = useRef(false);
  const form = useFormDialog<Drafts, Values>({
    initial,
    check: (drafts) => {
      const checked = checkFields(fields, drafts);
      if (!checked.ok) return checked;
      const value = { ...start, ...checked.values } as Values;
      const across = Object.entries(definition.formCheck?.(value) ?? {}).filter(([, message]) => message !== undefined);
      if (across.length > 0) return { ok: false, errors: Object.fromEntries(across) as FormErrors<Drafts> };
      if (definition.confirm && !confirmed.current) {
        setAsking(definition.confirm(value, row));
        return { ok: false, errors: {} };
      }
      confirmed.current = false;
      return { ok: true, value };
    },
    save: async (value) => {
      const answer = await send(definition.bodyOf(value, row)).unwrap();
      // Words read from the answer (useFormDialog says only fixed ones).
      if (typeof done === 'function') dispatch(notify({ message: done(answer), severity: 'success' }));
    },
    savedMessage: typeof done === 'function' ? undefined : (done ?? `${label}成功`),
    onSaved: onClose,
  });
  const answer = (yes: boolean) => {
    setAsking(null);
    confirmed.current = yes;
    if (yes) void form.submit();
  };
  return (
    <>
      <FormDialog title={definition.title ?? label} submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose} submitText={definition.submitText} maxWidth="xs">
        <FormFields fields={fields} values={form.values} errors={form.errors} set={form.set} row={row} dicts={dicts} labelsOf={labelsOrEnabled} onShown={noop} />
      </FormDialog>
      {asking !== null ? <ConfirmDialog open title="提示" warning message={asking} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null}
    </>
  );
}

const noop = () => {};
const labelsOrEnabled = <Row, Values>(field: Field<Row, Values>) => field.labels ?? ENABLED_LABELS;

/**
 * The buttons of a list's row actions and the one open form: `buttons(row)` goes in the
 * 操作 cell (only the acts the operator may do and the row allows), `dialog` anywhere in
 * the page.
 */
export function useRowActions<Row>(actions: readonly RowAction<Row>[] | undefined, labelOf: (row: Row) => string) {
  const can = usePermission();
  const [open, setOpen] = useState<{ action: RowAction<Row>; row: Row }>();
  const close = useCallback(() => setOpen(undefined), []);
  const buttons = (row: Row): ReactNode =>
    (actions ?? [])
      .filter((action) => (action.permission === undefined || can(['admin', ...action.permission])) && (action.shownFor?.(row) ?? true))
      .map((action) => (
        <Button key={action.label} size="small" aria-label={`${action.label} ${labelOf(row)}`} onClick={() => setOpen({ action, row })}>
          {action.label}
        </Button>
      ));
  const dialog = open ? <>{open.action.dialog({ row: open.row, onClose: close })}</> : null;
  return { buttons, dialog };
}
