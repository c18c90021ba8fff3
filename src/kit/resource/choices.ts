import type { DictData } from '../../features/dict/dictDetail';
import type { Choice, Field } from './fields';

/*
 * The options of a select field (a `choice` field's fixed choices, a `dict` field's
 * dictionary or, while the server has none, its fixed words) and the choice of a value.
 * Pure: the search bar, the dialog and the column all read them here.
 */

/** What a select offers: the dictionary's entries when it has some, else the field's choices. */
export function optionsOf<Row, Form>(field: Field<Row, Form>, dict: DictData | undefined): readonly Choice[] {
  const fromDict = field.kind === 'dict' ? (dict?.list ?? []) : [];
  if (fromDict.length > 0) return fromDict.map((entry) => ({ value: String(entry.value), label: entry.label }));
  return field.choices ?? [];
}

/** The choice a row's value stands for (`1`, `'1'` and `true`-less text all compare as text), or undefined. */
export const choiceOf = (choices: readonly Choice[], value: unknown): Choice | undefined =>
  value === null || value === undefined ? undefined : choices.find((choice) => String(choice.value) === String(value));

/** The value a select's text stands for, in the choice's own type (`pm` 0/1 stays a number). */
export const choiceValue = (choices: readonly Choice[], text: string): string | number => choiceOf(choices, text)?.value ?? text;
