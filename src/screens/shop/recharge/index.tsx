import { isPaid, RECHARGE_PAID, rechargeTypeLabel, recharges, type Recharge } from '@/entities/recharge/recharge';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<Recharge, { id?: number }>();
const orNone = (time: string) => time || '无';

/**
 * 充值管理 (`shop/recharge/index`, CONTRACT-MEMBERS 5.4): search by nickname, 删除 and 导出,
 * no 新增 or 修改. A paid recharge is a payment record: it offers no tick and no 删除
 * (the embedded server refuses it too, Rec. 7.25).
 */
export default function RechargePage() {
  return (
    <ResourcePage
      resource={recharges}
      isLocked={isPaid}
      fields={[
        f.number('id', 'ID'),
        f.text('nickname', '昵称', { search: { placeholder: '输入昵称' } }),
        f.text('orderId', '订单号'),
        f.money('price', '充值金额'),
        f.text('rechargeType', '充值类型', { value: rechargeTypeLabel }),
        f.choice('paid', '是否支付', { choices: RECHARGE_PAID }),
        f.text('payTime', '支付时间', { value: (r) => orNone(r.payTime) }),
        f.text('createTime', '充值时间', { value: (r) => orNone(r.createTime) }),
      ]}
    />
  );
}
