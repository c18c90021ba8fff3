import { parseProvinces } from './cities';
import { readFrees, readRegions, shippingTemplates } from './shippingTemplate';

describe('the shipping template entity', () => {
  it('reads yshop’s row (JSON text, epoch ms) and the embedded server’s (text dates) into one shape, amounts in hundredths', () => {
    const regionInfo = JSON.stringify([{ regionName: '河南省', first: '0.5', price: 2, _continue: '1', continue_price: '5.10', region: [{ name: '河南省', city_id: '410000', children: [{ city_id: 410100 }, { city_id: 'x' }] }] }]);
    const appointInfo = JSON.stringify([{ placeName: '湖北省', a_num: '2', a_price: '100', place: [{ name: '湖北省', city_id: 420000 }] }]);
    const base = { id: 35, name: '特例', type: 2, regionInfo, appoint: 1, appointInfo, sort: 3, isDel: 0 };
    const yshop = shippingTemplates.parseRow({ ...base, createTime: new Date(2024, 11, 20, 10, 0, 0).getTime() });
    const ours = shippingTemplates.parseRow({ ...base, createTime: '2024-12-20 10:00:00' });
    const expected = {
      id: 35,
      name: '特例',
      type: 2,
      appoint: true,
      regionInfo: [{ places: [{ id: 410000, name: '河南省', cityIds: [410100] }], regionName: '河南省', first: 50, price: 200, continues: 100, continuePrice: 510 }],
      appointInfo: [{ places: [{ id: 420000, name: '湖北省', cityIds: [] }], placeName: '湖北省', number: 200, price: 10000 }],
      createTime: '2024-12-20 10:00:00',
      sort: 3,
    };
    expect(yshop).toEqual({ ok: true, value: expected });
    expect(ours).toEqual({ ok: true, value: expected });
  });

  it('parses the JSON columns, never runs them, and takes what cannot be read as empty', () => {
    (globalThis as { ran?: boolean }).ran = false;
    expect(readRegions('(function(){ globalThis.ran = true; return [] })()')).toEqual([]);
    expect((globalThis as { ran?: boolean }).ran).toBe(false);
    expect(readRegions('{"a":1}')).toEqual([]);
    expect(readRegions(null)).toEqual([]);
    expect(readFrees([{ a_num: 1, a_price: '0.1', place: [{ name: '湖北省', city_id: 420000 }] }])).toEqual([{ places: [{ id: 420000, name: '湖北省', cityIds: [] }], placeName: '湖北省', number: 100, price: 10 }]);
    // An amount with 3 decimals is no amount: the dialog asks for it again.
    expect(readRegions([{ regionName: 'x', first: '1.005', region: [] }])[0]).toMatchObject({ first: null, price: null });
  });

  it('sends yshop’s save body to save/{id}, 0 for a new one, free rows only while 指定包邮 is on', () => {
    const form = { ...shippingTemplates.newForm(), name: '新', frees: [{ places: [{ id: 420000, name: '湖北省', cityIds: [420100] }], placeName: '湖北省', number: 100, price: 0 }] };
    expect(shippingTemplates.bodyOf(form)).toEqual({
      name: '新',
      type: 1,
      sort: 0,
      appoint: 0,
      region_info: [{ regionName: '默认全国', first: '1.00', price: '0.00', _continue: '1.00', continue_price: '0.00', region: [{ name: '默认全国', city_id: 0 }] }],
      appoint_info: [],
    });
    expect(shippingTemplates.bodyOf({ ...form, id: 7, appoint: true }).appoint_info).toEqual([{ placeName: '湖北省', a_num: '1.00', a_price: '0.00', place: [{ name: '湖北省', city_id: 420000, children: [{ city_id: 420100 }] }] }]);
  });

  it('has yshop’s strings: either save string adds and edits', () => {
    expect(shippingTemplates.permissions).toEqual({
      list: ['admin', 'yxShippingTemplates:list'],
      add: ['admin', 'yxShippingTemplates:add', 'yxShippingTemplates:edit'],
      edit: ['admin', 'yxShippingTemplates:add', 'yxShippingTemplates:edit'],
      del: ['admin', 'yxShippingTemplates:del'],
    });
  });

  it('reads the citys answer: provinces with their cities by city_id', () => {
    expect(parseProvinces([{ id: 1, city_id: 410000, name: '河南省', children: [{ city_id: '410100', name: '郑州市', children: null }, { name: '无号' }] }, { city_id: 810000, name: '香港特别行政区', children: null }, 'x'])).toEqual([
      { id: 410000, name: '河南省', cities: [{ id: 410100, name: '郑州市' }] },
      { id: 810000, name: '香港特别行政区', cities: [] },
    ]);
    expect(parseProvinces({ content: [] })).toBeUndefined();
  });
});
