import type { DictData } from '../../features/dict/dictDetail';
import { CrudSearchBar } from '../crud/CrudSearchBar';
import type { Filters, ParamValue } from '../crud/listParams';
import type { StatusLabels } from '../crud/statusWords';
import { ENABLED_LABELS } from '../crud/useStatusLabels';
import type { Field } from './fields';
import { FieldSearch } from './FieldSearch';
import { searchKeysOf } from './searchQuery';

/** The part of useCrudList's controller a search bar drives. */
export interface SearchControl {
  shown: boolean;
  draft: Filters;
  change: (values: Partial<Filters>) => void;
  submit: () => void;
  reset: () => void;
}

export interface FieldSearchBarProps<Row, Form> {
  /** The search fields, in order. */
  fields: readonly Field<Row, Form>[];
  search: SearchControl;
  dicts?: Readonly<Record<string, DictData | undefined>>;
  labelsOf?: (field: Field<Row, Form>) => StatusLabels;
}

/**
 * The search bar of a list, one input per field (ResourcePage's, and a screen of the
 * kit's parts such as 售后): each value goes under the field's key and its `also` keys;
 * `searchQuery` turns the bar's state into the query.
 */
export function FieldSearchBar<Row, Form>({ fields, search, dicts = {}, labelsOf }: FieldSearchBarProps<Row, Form>) {
  return (
    <CrudSearchBar shown={search.shown} onSearch={search.submit} onReset={search.reset}>
      {fields.map((field) => {
        const [key = field.key] = searchKeysOf(field);
        return (
          <FieldSearch
            key={key}
            field={field}
            value={search.draft[key]}
            onChange={(value: ParamValue) => search.change(Object.fromEntries(searchKeysOf(field).map((sent) => [sent, value])))}
            dict={field.dict ? dicts[field.dict] : undefined}
            labels={field.search?.labels ?? labelsOf?.(field) ?? field.labels ?? ENABLED_LABELS}
          />
        );
      })}
    </CrudSearchBar>
  );
}
