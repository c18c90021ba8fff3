import { CUSTOMER_ENABLED, customers, SCAN_FIRST, type Customer, type CustomerForm } from '@/entities/customer/customer';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { ScanInput } from './ScanInput';

const f = fieldsOf<Customer, CustomerForm>();

/**
 * 订单消息管理 (`shop/customer/index`, CONTRACT-MEMBERS 5.9, title `消息通知`): who is sent a
 * WeChat notice of each paid order. Search by 用户昵称 and 备注 (the embedded server filters;
 * yshop ignores them); the dialog's customer comes from a WeChat scan.
 */
export default function CustomerPage() {
  return (
    <ResourcePage
      resource={customers}
      formCheck={(form) => ({ scan: form.scan.openId === '' ? SCAN_FIRST : undefined })}
      fields={[
        f.number('id', 'id'),
        f.text('nickName', '用户昵称', { search: { placeholder: '输入用户昵称' } }),
        f.text('openId', '用户标识'),
        f.custom('scan', '扫码获取', { column: false, form: { key: 'scan' }, input: (props) => <ScanInput {...props} /> }),
        f.text('remark', '备注', { search: { placeholder: '输入备注' }, form: { key: 'remark', max: 128 } }),
        f.choice('isEnable', '是否启用', { choices: CUSTOMER_ENABLED, form: { key: 'isEnable' } }),
        f.text('createTime', '创建时间'),
      ]}
    />
  );
}
