import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import { MEMBER_SOURCES, members, sourceLabel, useSetMemberStatusMutation, type Member, type MemberForm } from '@/entities/member/member';
import { usePathOf } from '@/features/navigation/usePathOf';
import { usePermission } from '@/features/permission/usePermission';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { changeMoney, changePoints } from './memberActions';
import { SpreadDialog } from './SpreadDialog';

const f = fieldsOf<Member, MemberForm>();
const PHONE = /^(1\d{10})?$/;

/**
 * 会员 (`shop/user/index`, CONTRACT-MEMBERS 5.1): search by nickname, phone and source;
 * 状态 asks with yshop's words and calls `onStatus`; 修改用户 with the Rec. checks; 修改余额
 * and 修改积分 ask, naming the member and the amount; 查看下级; 订单 and 账单 open those lists filtered.
 */
export default function MemberPage() {
  const [setStatus] = useSetMemberStatusMutation();
  const navigate = useNavigate();
  const ordersAt = usePathOf('shop/order/index');
  const billsAt = usePathOf('shop/user/bill');
  const mayEdit = usePermission()(['admin', 'YXUSER_ALL', 'YXUSER_EDIT']);
  const [spreadOf, setSpreadOf] = useState<Member>();
  const button = (label: string, m: Member, onClick: () => void) => (
    <Button key={label} size="small" aria-label={`${label} ${members.labelOf(m)}`} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <ResourcePage
      resource={members}
      selectable={false}
      actions={[changeMoney, changePoints]}
      table={{ editLabel: '修改用户' }}
      listOptions={{ editedMessage: '修改成功' }}
      formCheck={(form) => ({ phone: PHONE.test(form.phone) ? undefined : '请输入正确的11位手机号码' })}
      header={spreadOf ? <SpreadDialog member={spreadOf} onClose={() => setSpreadOf(undefined)} /> : null}
      rowActions={(m) => [
        mayEdit ? button('查看下级', m, () => setSpreadOf(m)) : null,
        ordersAt && m.phone ? button('订单', m, () => navigate(`${ordersAt}?searchType=userPhone&searchValue=${encodeURIComponent(m.phone)}`)) : null,
        billsAt ? button('账单', m, () => navigate(`${billsAt}?nickname=${encodeURIComponent(m.nickname)}`)) : null,
      ]}
      fields={[
        f.number('uid', '用户id'),
        f.text('nickname', '用户昵称', { search: { placeholder: '输入用户昵称' }, form: { key: 'nickname', readOnly: true } }),
        f.picture('avatar', '用户头像'),
        f.text('phone', '手机号码', { search: { placeholder: '输入手机号码' }, form: { key: 'phone' } }),
        f.choice('userType', '用户来源', { column: false, choices: MEMBER_SOURCES, search: {} }),
        f.money('nowMoney', '用户余额'),
        f.money('brokeragePrice', '佣金金额'),
        f.money('integral', '用户积分'),
        f.text('createTime', '创建日期'),
        f.status('status', '状态', {
          labels: { on: '正常', off: '禁用' },
          value: (m) => m.status === 1,
          toggle: { save: (m) => setStatus({ uid: m.uid, status: m.status }).unwrap(), question: (next) => `确定进行[${next ? '开启' : '禁用'}]操作?`, done: '操作成功' },
        }),
        f.text('source', '用户来源', { value: sourceLabel }),
        f.number('spreadUid', '推荐人'),
        f.number('payCount', '购买次数'),
        f.text('realName', '真实姓名', { column: false, form: { key: 'realName', max: 25 } }),
        f.text('mark', '用户备注', { column: false, form: { key: 'mark', max: 255 } }),
        f.number('points', '用户积分', { column: false, form: { key: 'integral', min: 0, max: 999999 } }),
        f.status('adminid', '商户管理', { column: false, labels: { on: '开启', off: '关闭' }, form: { key: 'adminid' } }),
      ]}
    />
  );
}
