import { useChangeMemberMoneyMutation, useChangeMemberPointsMutation, type Member } from '@/entities/member/member';
import { fieldsOf } from '@/kit/resource/fields';
import { defineRowAction } from '@/kit/resource/rowActions';
import { formatCents } from '@/shared/money/money';

/*
 * 会员's 修改余额 and 修改积分 (CONTRACT-MEMBERS 5.1, settled 3): 增加 / 减少 an amount of at
 * least 0.01 or whole points, asked once more naming the member and the amount. 修改余额 is
 * `POST api/yxUser/money`, which checks the balance itself (余额不足 comes from the server);
 * 修改积分 sends the new total through 修改用户's call, the only points call yshop has.
 */
const PERMISSION = ['YXUSER_ALL', 'YXUSER_EDIT'];
const WAYS = { on: '增加', off: '减少' };
const way = (add: boolean) => (add ? WAYS.on : WAYS.off);

interface MoneyValues {
  nickname: string;
  add: boolean;
  money: number | null;
}
const m = fieldsOf<Member, MoneyValues>();

export const changeMoney = defineRowAction<Member>()({
  label: '修改余额',
  permission: PERMISSION,
  fields: [
    m.text('nickname', '用户昵称', { form: { key: 'nickname', readOnly: true } }),
    m.status('add', '修改余额', { labels: WAYS, form: { key: 'add' } }),
    m.money('money', '金额', { form: { key: 'money', required: '请输入金额', min: 1, max: 99999999 } }),
  ],
  initial: (member) => ({ nickname: member.nickname, add: true, money: null }),
  useSend: useChangeMemberMoneyMutation,
  confirm: (v, member) => `确定为${member.nickname}${way(v.add)}${formatCents(v.money!)}元余额?`,
  bodyOf: (v, member) => ({ uid: member.uid, nickname: member.nickname, ptype: v.add ? (1 as const) : (2 as const), money: formatCents(v.money!) }),
  doneMessage: '修改成功',
});

interface PointsValues {
  nickname: string;
  add: boolean;
  points: number | null;
  /** The member's points as shown, in hundredths: a deduction may not go below them. */
  have: number;
}
const p = fieldsOf<Member, PointsValues>();

export const changePoints = defineRowAction<Member>()({
  label: '修改积分',
  permission: PERMISSION,
  fields: [
    p.text('nickname', '用户昵称', { form: { key: 'nickname', readOnly: true } }),
    p.status('add', '修改积分', { labels: WAYS, form: { key: 'add' } }),
    p.number('points', '积分', { form: { key: 'points', required: '请输入积分', min: 1, max: 999999 } }),
  ],
  initial: (member) => ({ nickname: member.nickname, add: true, points: null, have: member.integral ?? 0 }),
  useSend: useChangeMemberPointsMutation,
  // Whole points against the hundredths shown: never below zero, as the server's column.
  formCheck: (v) => ({ points: !v.add && (v.points ?? 0) * 100 > v.have ? '积分不足' : undefined }),
  confirm: (v, member) => `确定为${member.nickname}${way(v.add)}${v.points}积分?`,
  bodyOf: (v, member) => ({ uid: member.uid, integral: formatCents(v.have + (v.add ? 1 : -1) * v.points! * 100) }),
  doneMessage: '修改成功',
});
