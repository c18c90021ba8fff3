import { useNavigate } from 'react-router-dom';
import { MEMBER_SOURCES, members, sourceLabel } from '@/entities/member/member';
import { usePathOf } from '@/features/navigation/usePathOf';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { changeMoney, changePoints } from './memberActions';
import { avatarField, createTimeField, f, memberButton, moneyFields, nicknameField, payCountField, phoneField, uidField, useStatusField } from './memberFields';
import { useSpreadAction } from './useSpreadAction';

const PHONE = /^(1\d{10})?$/;

/**
 * 会员 (`shop/user/index`, CONTRACT-MEMBERS 5.1): search by nickname, phone and source;
 * 状态 asks with yshop's words and calls `onStatus`; 修改用户 with the Rec. checks; 修改余额
 * and 修改积分 ask, naming the member and the amount; 查看下级; 订单 and 账单 open those lists filtered.
 */
export default function MemberPage() {
  const status = useStatusField();
  const spread = useSpreadAction();
  const navigate = useNavigate();
  const ordersAt = usePathOf('shop/order/index');
  const billsAt = usePathOf('shop/user/bill');
  return (
    <ResourcePage
      resource={members}
      selectable={false}
      actions={[changeMoney, changePoints]}
      table={{ editLabel: '修改用户' }}
      listOptions={{ editedMessage: '修改成功' }}
      formCheck={(form) => ({ phone: PHONE.test(form.phone) ? undefined : '请输入正确的11位手机号码' })}
      header={spread.dialog}
      rowActions={(m) => [
        spread.button(m),
        ordersAt && m.phone ? memberButton('订单', m, () => navigate(`${ordersAt}?searchType=userPhone&searchValue=${encodeURIComponent(m.phone)}`)) : null,
        billsAt ? memberButton('账单', m, () => navigate(`${billsAt}?nickname=${encodeURIComponent(m.nickname)}`)) : null,
      ]}
      fields={[
        uidField,
        nicknameField,
        avatarField,
        phoneField,
        f.choice('userType', '用户来源', { column: false, choices: MEMBER_SOURCES, search: {} }),
        ...moneyFields,
        f.money('integral', '用户积分'),
        createTimeField,
        status,
        f.text('source', '用户来源', { value: sourceLabel }),
        f.number('spreadUid', '推荐人'),
        payCountField,
        f.text('realName', '真实姓名', { column: false, form: { key: 'realName', max: 25 } }),
        f.text('mark', '用户备注', { column: false, form: { key: 'mark', max: 255 } }),
        f.number('points', '用户积分', { column: false, form: { key: 'integral', min: 0, max: 999999 } }),
        f.status('adminid', '商户管理', { column: false, labels: { on: '开启', off: '关闭' }, form: { key: 'adminid' } }),
      ]}
    />
  );
}
