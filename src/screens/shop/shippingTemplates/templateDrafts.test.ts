import { checkAmount, checkDrafts, draftsOf } from './templateDrafts';
import { shippingTemplates } from '@/entities/shippingTemplate/shippingTemplate';

const rule = { label: '运费', message: '运费应大于等于0', zero: true };
const positive = { label: '首件', message: '首件/重量/体积应大于0', zero: false };

describe('the template dialog’s checks', () => {
  it('reads amounts as exact hundredths, with the form’s messages', () => {
    expect(checkAmount('0.1', rule)).toEqual({ ok: true, value: 10 });
    expect(checkAmount(' 12.5 ', rule)).toEqual({ ok: true, value: 1250 });
    expect(checkAmount('0', rule)).toEqual({ ok: true, value: 0 });
    expect(checkAmount('0', positive)).toEqual({ ok: false, message: '首件/重量/体积应大于0' });
    expect(checkAmount('', rule)).toEqual({ ok: false, message: '运费应大于等于0' });
    expect(checkAmount('-0.01', rule)).toEqual({ ok: false, message: '运费应大于等于0' });
    expect(checkAmount('1.005', rule)).toEqual({ ok: false, message: '运费必须是数字，最多两位小数' });
    expect(checkAmount('1e3', rule)).toEqual({ ok: false, message: '运费必须是数字，最多两位小数' });
    expect(checkAmount('99999999.99', rule)).toEqual({ ok: true, value: 9_999_999_999 });
    expect(checkAmount('100000000', rule)).toEqual({ ok: false, message: '运费不能超过 99999999.99' });
  });

  it('gives the form back unchanged from its drafts, and names each wrong input', () => {
    const form = { ...shippingTemplates.newForm(), id: 3, name: '模板', sort: 5 };
    expect(checkDrafts(draftsOf(form), 3)).toEqual({ ok: true, value: form });
    const drafts = { ...draftsOf(form), name: ' ', sort: '-1', appoint: true };
    const key = drafts.regions[0]!.key;
    drafts.regions[0] = { ...drafts.regions[0]!, continues: '0' };
    expect(checkDrafts(drafts, 3)).toEqual({ ok: false, errors: { name: '请填写模板名称', sort: '排序必须在 0 到 99999 之间', [`region.${key}.continues`]: '续件/重量/体积应大于0', frees: '请指定包邮地区' } });
  });
});
