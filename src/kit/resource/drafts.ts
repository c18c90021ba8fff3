import { formatCents } from '../../shared/money/money';
import { checkSortText } from '../crud/sortField';
import { choiceValue } from './choices';
import type { Field } from './fields';
import { localInputOf, momentOf } from './dateTime';
import { checkMoney } from './money';
import { checkRows, rowsDraftOf } from './rowsDraft';

/*
 * A dialog's inputs as drafts and back: text stays text while typed (a half-typed number
 * is kept), a number or an amount is checked only on 确认. Pure, tested without React.
 */

export type Drafts = Record<string, unknown>;
export type DraftChecked = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): DraftChecked => ({ ok: true, value });
const wrong = (message: string): DraftChecked => ({ ok: false, message });

/** What the input shows of a form's value. */
export function draftOf<Row, Form>(field: Field<Row, Form>, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'money':
      return typeof value === 'number' ? formatCents(value) : '';
    case 'text':
    case 'dict':
    case 'choice':
    case 'picture':
      return value === null || value === undefined ? '' : String(value);
    case 'rows':
      return rowsDraftOf(field, value, draftOf);
    case 'dateTime':
      return localInputOf(value);
    case 'pick':
      return Array.isArray(value) ? value : [];
    default:
      return value;
  }
}

/** The form's value of an input, or the message saying what is wrong with it. */
export function checkDraft<Row, Form>(field: Field<Row, Form>, draft: unknown): DraftChecked {
  const form = field.form;
  const name = form?.label ?? field.label;
  const required = form?.required;
  switch (field.kind) {
    case 'text':
    case 'dict':
    case 'picture': {
      const text = String(draft ?? '').trim();
      if (text === '' && required) return wrong(required);
      if (field.kind === 'text' && form?.max !== undefined && text.length > form.max) return wrong(`${name}不能超过 ${form.max} 个字符`);
      return ok(text);
    }
    case 'number': {
      const checked = checkSortText(String(draft ?? ''), { min: form?.min ?? Number.MIN_SAFE_INTEGER, max: form?.max ?? Number.MAX_SAFE_INTEGER, empty: required ?? `请输入${name}`, name });
      return checked.ok ? ok(checked.value) : wrong(checked.message);
    }
    case 'money': {
      const checked = checkMoney(String(draft ?? ''), { name, required, min: form?.min, max: form?.max });
      return checked.ok ? ok(checked.cents) : wrong(checked.message);
    }
    case 'choice': {
      const text = String(draft ?? '').trim();
      if (text === '') return required ? wrong(required) : ok(null);
      return ok(choiceValue(field.choices ?? [], text));
    }
    case 'tree':
      return draft === null || draft === undefined ? (required ? wrong(required) : ok(null)) : ok(draft);
    case 'rows':
      return checkRows(field, draft, checkDraft);
    case 'dateTime': {
      const text = String(draft ?? '').trim();
      if (text === '') return required ? wrong(required) : ok(null);
      const at = momentOf(text);
      return at === null ? wrong(`${name}格式不正确`) : ok(at);
    }
    case 'pick': {
      const picked = Array.isArray(draft) ? draft : [];
      if (picked.length === 0 && required) return wrong(required);
      const max = field.pick?.max;
      if (max !== undefined && picked.length > max) return wrong(`${name}最多选择 ${max} 项`);
      return ok(picked);
    }
    default:
      return ok(draft);
  }
}
