import type { SettingKey } from '../../api/resource/defineSettings';
import { centsOf, formatCents } from '../../shared/money/money';
import { checkSortText } from '../crud/sortField';

/*
 * A settings form's inputs: every value is text (yshop stores text), checked by its key's
 * kind on 提交. What is sent is the trimmed text as typed, so an untouched `1` stays `1`.
 * Pure, tested without React.
 */

export type SettingChecked = { ok: true; value: string } | { ok: false; message: string };

const ok = (value: string): SettingChecked => ({ ok: true, value });
const wrong = (message: string): SettingChecked => ({ ok: false, message });

/** The value to send for one key's input, or what is wrong with it. A secret left empty is kept as stored (''). */
export function checkSetting(key: SettingKey, draft: string): SettingChecked {
  const text = draft.trim();
  const { label, required, min, max } = key;
  if (key.secret) return max !== undefined && text.length > max ? wrong(`${label}不能超过 ${max} 个字符`) : ok(text);
  if (text === '') return required ? wrong(required) : ok('');
  switch (key.kind ?? 'text') {
    case 'integer': {
      const checked = checkSortText(text, { min: min ?? 0, max: max ?? 99_999_999, empty: required ?? `请输入${label}`, name: label });
      return checked.ok ? ok(String(checked.value)) : wrong(checked.message);
    }
    case 'amount': {
      const cents = centsOf(text);
      if (cents === undefined) return wrong(`${label}必须是金额，最多两位小数`);
      const low = min ?? 0;
      const high = max ?? 9_999_999_999;
      if (cents < low || cents > high) return wrong(`${label}必须在 ${formatCents(low)} 到 ${formatCents(high)} 之间`);
      return ok(text);
    }
    case 'percent': {
      // Hundredths of a percent, as exact as an amount's cents: 12.5 is 1250.
      const hundredths = centsOf(text);
      return hundredths !== undefined && hundredths >= 0 && hundredths <= 10_000 ? ok(text) : wrong(`${label}必须是 0 到 100 之间的数，最多两位小数`);
    }
    case 'choice':
      return (key.choices ?? []).some((choice) => choice.value === text) ? ok(text) : wrong(`请选择${label}`);
    default:
      return max !== undefined && text.length > max ? wrong(`${label}不能超过 ${max} 个字符`) : ok(text);
  }
}

/** Every key checked: the values to send, or the messages by key. */
export function checkSettings(keys: readonly SettingKey[], drafts: Readonly<Record<string, string>>): { ok: true; value: Record<string, string> } | { ok: false; errors: Record<string, string> } {
  const value: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const key of keys) {
    const checked = checkSetting(key, drafts[key.key] ?? '');
    if (checked.ok) value[key.key] = checked.value;
    else errors[key.key] = checked.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The inputs a record starts: its stored values, every secret empty (typed anew or kept). */
export function settingDrafts(keys: readonly SettingKey[], values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key.key, key.secret ? '' : (values[key.key] ?? '')]));
}
