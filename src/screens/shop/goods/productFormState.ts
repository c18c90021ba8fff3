import type { ProductField, ProductForm, SwitchKey } from '@/entities/product/productForm';
import type { SkuField, SkuRow } from '@/entities/product/skuRow';
import type { SpecAttr } from '@/entities/product/specs';

/*
 * The product form's state: the form and whether it holds changes not saved. One reducer,
 * so a keystroke in a SKU cell replaces that one row object and nothing else: the table's
 * rows are memoised by identity and only the row typed in renders again.
 */

export interface FormState {
  form: ProductForm;
  dirty: boolean;
}

/** Where a chosen picture goes: the cover, the gallery, the single SKU or a row of the table (by its key). */
export type PictureTarget = { kind: 'image' } | { kind: 'slider' } | { kind: 'single' } | { kind: 'row'; key: string };

export type FormAction =
  | { type: 'loaded'; form: ProductForm }
  /** The SKU rows of a saved product, asked of the server when the form opens: not a change. */
  | { type: 'rowsLoaded'; rows: SkuRow[] }
  | { type: 'field'; key: Exclude<ProductField, 'slider_image'> | 'spec_type'; value: string | number | null }
  | { type: 'switch'; key: SwitchKey; value: 0 | 1 }
  | { type: 'slides'; value: string[] }
  | { type: 'single'; column: SkuField; value: string }
  | { type: 'cell'; index: number; column: SkuField; value: string }
  | { type: 'items'; items: SpecAttr[] }
  | { type: 'rows'; rows: SkuRow[] }
  | { type: 'removeRow'; index: number }
  | { type: 'picture'; target: PictureTarget; url: string }
  | { type: 'saved' };

function withPicture(form: ProductForm, target: PictureTarget, url: string): ProductForm {
  switch (target.kind) {
    case 'image':
      return { ...form, image: url };
    case 'slider':
      return form.slider_image.includes(url) ? form : { ...form, slider_image: [...form.slider_image, url] };
    case 'single':
      return { ...form, single: { ...form.single, pic: url } };
    case 'row':
      return { ...form, rows: form.rows.map((row) => (row.key === target.key ? { ...row, pic: url } : row)) };
  }
}

export function formReducer(state: FormState, action: FormAction): FormState {
  const { form } = state;
  const changed = (next: ProductForm): FormState => ({ form: next, dirty: true });
  switch (action.type) {
    case 'loaded':
      return { form: action.form, dirty: false };
    case 'rowsLoaded':
      return { ...state, form: { ...form, rows: action.rows } };
    case 'field':
      return changed({ ...form, [action.key]: action.value });
    case 'switch':
      return changed({ ...form, [action.key]: action.value });
    case 'slides':
      return changed({ ...form, slider_image: action.value });
    case 'single':
      return changed({ ...form, single: { ...form.single, [action.column]: action.value } });
    case 'cell': {
      const row = form.rows[action.index];
      if (!row) return state;
      const rows = form.rows.slice();
      rows[action.index] = { ...row, [action.column]: action.value };
      return changed({ ...form, rows });
    }
    case 'items':
      return changed({ ...form, items: action.items });
    case 'rows':
      return changed({ ...form, rows: action.rows });
    case 'removeRow':
      return changed({ ...form, rows: form.rows.filter((_, i) => i !== action.index) });
    case 'picture':
      return changed(withPicture(form, action.target, action.url));
    case 'saved':
      return { ...state, dirty: false };
  }
}
