import { COUPON_USER_STATES, couponGetWay, couponUsable, couponUsers, couponUserState, type CouponUser } from '@/entities/couponUser/couponUser';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<CouponUser, { id?: number }>();
const USABLE = [
  { value: 1, label: '可用', colour: 'success' as const },
  { value: 0, label: '不可用', colour: 'default' as const },
];

/** 优惠券领取记录 (`activity/storecouponuser/index`, CONTRACT-MEMBERS 5.6): read only, searched by 优惠券名称. */
export default function StoreCouponUserPage() {
  return (
    <ResourcePage
      resource={couponUsers}
      selectable={false}
      fields={[
        f.text('couponTitle', '优惠券名称', { search: { placeholder: '输入优惠券名称' } }),
        f.text('nickname', '所属用户', { value: (c) => c.nickname || '-' }),
        f.money('couponPrice', '优惠券的面值'),
        f.money('useMinPrice', '优惠券最低消费'),
        f.text('createTime', '优惠券开始时间', { value: (c) => c.createTime || '无' }),
        f.text('endTime', '优惠券结束时间'),
        f.text('getWay', '获取方式', { value: couponGetWay }),
        f.choice('usable', '是否可用', { value: (c) => (couponUsable(c) ? 1 : 0), choices: USABLE }),
        f.choice('state', '状态', { value: (c) => couponUserState(c), choices: COUPON_USER_STATES }),
      ]}
    />
  );
}
