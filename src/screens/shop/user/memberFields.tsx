import Button from '@mui/material/Button';
import { members, useSetMemberStatusMutation, type Member, type MemberForm } from '@/entities/member/member';
import { fieldsOf } from '@/kit/resource/fields';

/** 会员's and 分销员's fields (CONTRACT-MEMBERS 5.1, 5.2): the same members, two lists. */
export const f = fieldsOf<Member, MemberForm>();

export const uidField = f.number('uid', '用户id');
export const nicknameField = f.text('nickname', '用户昵称', { search: { placeholder: '输入用户昵称' }, form: { key: 'nickname', readOnly: true } });
export const avatarField = f.picture('avatar', '用户头像');
export const phoneField = f.text('phone', '手机号码', { search: { placeholder: '输入手机号码' }, form: { key: 'phone' } });
export const moneyFields = [f.money('nowMoney', '用户余额'), f.money('brokeragePrice', '佣金金额')];
export const createTimeField = f.text('createTime', '创建日期');
export const payCountField = f.number('payCount', '购买次数');

/**
 * 状态 (5.1): yshop's question, its own call (`onStatus`, which sets the other status than
 * the one sent: the console sends what it showed) and 操作成功. `allowed` where the list's
 * resource is not the one that edits (分销员).
 */
export function useStatusField(allowed?: boolean) {
  const [setStatus] = useSetMemberStatusMutation();
  return f.status('status', '状态', {
    labels: { on: '正常', off: '禁用' },
    value: (m) => m.status === 1,
    toggle: {
      save: (m) => setStatus({ uid: m.uid, status: m.status }).unwrap(),
      question: (next) => `确定进行[${next ? '开启' : '禁用'}]操作?`,
      done: '操作成功',
      ...(allowed === undefined ? {} : { allowed }),
    },
  });
}

/** A button of a member's row, named with the member (`查看下级 王芳`). */
export const memberButton = (label: string, m: Member, onClick: () => void) => (
  <Button key={label} size="small" aria-label={`${label} ${members.labelOf(m)}`} onClick={onClick}>
    {label}
  </Button>
);
