import { CHARGE_NAMES, shippingTemplates, type ShippingTemplate, type TemplateForm } from '@/entities/shippingTemplate/shippingTemplate';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { TemplateDialog } from './TemplateDialog';

const f = fieldsOf<ShippingTemplate, TemplateForm>();
const fields = [
  f.number('id', '模板ID'),
  f.text('name', '模板名称'),
  f.custom('type', '计费方式', { render: (template) => CHARGE_NAMES[template.type] }),
  f.custom('appoint', '指定包邮开关', { render: (template) => (template.appoint ? '开启' : '关闭') }),
  f.text('createTime', '添加时间'),
  f.number('sort', '排序'),
];

/**
 * 运费模板 (`shop/shippingTemplates/index`, CONTRACT-SHOP.md 11.11): the templates, 新增 /
 * 修改 / 删除 by yshop's strings, 导出, and the template dialog with its city picker. A
 * refused delete (the template is in use) shows the server's message.
 */
export default function ShippingTemplatesPage() {
  return <ResourcePage resource={shippingTemplates} fields={fields} dialog={(props) => <TemplateDialog {...props} />} />;
}
