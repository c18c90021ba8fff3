import { checkFields, fieldNow, isShown } from './fieldForm';
import { fieldsOf } from './fields';

interface CouponForm {
  productOnly: boolean;
  productIds: string | null;
  minPrice: number | null;
}
const f = fieldsOf<CouponForm, CouponForm>();
const products = f.text('productIds', '商品', { form: { key: 'productIds', required: '请选择商品', shownWhen: (form) => form.productOnly === true } });
const minPrice = f.money('minPrice', '最低消费', { form: { key: 'minPrice', required: '请输入最低消费', requiredWhen: (form) => form.productOnly === false } });
const kind = f.status('productOnly', '类型', { form: { key: 'productOnly' } });

describe('a form of fields that depend on each other', () => {
  it('asks a field only while its condition holds', () => {
    expect(isShown(products, { productOnly: true })).toBe(true);
    expect(isShown(products, { productOnly: false })).toBe(false);
    expect(isShown(kind, {})).toBe(true);
  });

  it('requires a field only while its condition holds', () => {
    expect(fieldNow(minPrice, { productOnly: false }).form?.required).toBe('请输入最低消费');
    expect(fieldNow(minPrice, { productOnly: true }).form?.required).toBeUndefined();
    expect(fieldNow(kind, {})).toBe(kind);
  });

  it('checks what is asked and sends null for what is not', () => {
    const fields = [kind, products, minPrice];
    expect(checkFields(fields, { productOnly: false, productIds: '29', minPrice: '' })).toEqual({ ok: false, errors: { minPrice: '请输入最低消费' } });
    expect(checkFields(fields, { productOnly: false, productIds: '29', minPrice: '10' })).toEqual({ ok: true, values: { productOnly: false, productIds: null, minPrice: 1000 } });
    expect(checkFields(fields, { productOnly: true, productIds: ' ', minPrice: '' })).toEqual({ ok: false, errors: { productIds: '请选择商品' } });
    expect(checkFields(fields, { productOnly: true, productIds: '29', minPrice: '' })).toEqual({ ok: true, values: { productOnly: true, productIds: '29', minPrice: null } });
    expect(checkFields([kind, minPrice], { productOnly: false, minPrice: '' }, new Set(['minPrice']))).toEqual({ ok: true, values: { productOnly: false, minPrice: null } });
  });
});
