import { COUPON_TYPES, coupons, couponTypeLabel, PRICE_ABOVE_MIN, priceAboveMin, type Coupon, type CouponForm } from '@/entities/coupon/coupon';
import { products } from '@/entities/product/product';
import { fieldsOf, type PickSource } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { publishCoupon } from './publishAction';

const f = fieldsOf<Coupon, CouponForm>();
const STATUS = [
  { value: 1, label: '开启', colour: 'success' as const },
  { value: 0, label: '关闭', colour: 'default' as const },
];

/** 选择商品 (5.6): the goods on sale, not the points goods, from the goods list, as yshop's picker asks them. */
const productChoices: PickSource = {
  title: '选择商品',
  searchLabel: '商品名称',
  usePage: ({ page, size, search }) => {
    const list = products.useList({ page, size, sort: ['id,desc'], isShow: 1, isDel: 0, isIntegral: 0, ...(search ? { storeName: search } : {}) });
    const data = list.data;
    return { items: (data?.content ?? []).map((p) => ({ id: p.id, label: p.storeName, image: p.image })), total: data?.totalElements ?? 0, loading: list.isFetching };
  },
};

/**
 * 优惠券制作 (`activity/coupon/index`, CONTRACT-MEMBERS 5.6): 通用券 or 商品券 (whose products
 * are picked from the goods list), the amounts checked as the server does before sending
 * (`优惠券金额不能高于最低消费金额`), and 发布 opening the publish form.
 */
export default function CouponPage() {
  return (
    <ResourcePage
      resource={coupons}
      selectable={false}
      actions={[publishCoupon]}
      listOptions={{ addedMessage: '添加成功', editedMessage: '修改成功' }}
      formOrder={['type', 'products', 'title', 'couponPrice', 'useMinPrice', 'couponTime', 'sort', 'status']}
      formCheck={(form) => ({ couponPrice: priceAboveMin(form) ? PRICE_ABOVE_MIN : undefined })}
      fields={[
        f.text('title', '优惠券名称', { form: { key: 'title', required: '请填写优惠券名称', max: 64 } }),
        f.text('typeName', '优惠券类型', { value: (c) => couponTypeLabel(c.type) }),
        f.choice('type', '优惠券类型', { column: false, choices: COUPON_TYPES, form: { key: 'type', required: '请选择优惠券类型' } }),
        f.pick('products', '选择商品', {
          column: false,
          pick: productChoices,
          form: { key: 'products', required: '请选择商品', shownWhen: (form) => String(form.type) === '1' },
        }),
        f.money('couponPrice', '优惠券面值', { form: { key: 'couponPrice', required: '优惠券面值不在合法范围内', min: 1, max: 9_999_999_999 } }),
        f.money('useMinPrice', '优惠券最低消费', { form: { key: 'useMinPrice', required: '最低消费不在合法范围内', min: 0, max: 9_999_999_999 } }),
        f.text('days', '优惠券有效期限', { value: (c) => `${c.couponTime}天` }),
        f.number('couponTime', '优惠券有效期限(天)', { column: false, form: { key: 'couponTime', required: '请输入有效期限', min: 1, max: 9999 } }),
        f.number('sort', '排序', { form: { key: 'sort', required: '请输入排序', min: 0, max: 99999 } }),
        f.choice('statusTag', '状态', { value: (c) => c.status, choices: STATUS }),
        f.status('status', '状态', { column: false, labels: { on: '开启', off: '关闭' }, form: { key: 'status' } }),
        f.text('createTime', '创建时间'),
      ]}
    />
  );
}
