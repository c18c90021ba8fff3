import { expresses, type Express, type ExpressForm } from '@/entities/express/express';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<Express, ExpressForm>();

/**
 * 物流快递 (`shop/express/index`, CONTRACT-SHOP.md 11.10): the companies with 新增 and each
 * row's 编辑 / 删除 by yshop's YXEXPRESS_* strings; a name another company has is refused by
 * the server, whose message stays in the dialog with what was typed.
 */
export default function ExpressPage() {
  return (
    <ResourcePage
      resource={expresses}
      label="物流快递"
      selectable={false}
      listOptions={{ addedMessage: '添加成功', editedMessage: '修改成功' }}
      fields={[
        f.text('code', '快递公司编号', { form: { key: 'code', required: '请输入快递公司编号', max: 50, placeholder: '如 SF' } }),
        f.text('name', '快递公司名称', { form: { key: 'name', required: '请输入快递公司名称', max: 50 } }),
        f.number('sort', '排序', { form: { key: 'sort', required: '请输入排序', min: 0, max: 99999 } }),
      ]}
    />
  );
}
