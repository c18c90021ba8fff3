import { TEMPLATE_STATUS, TEMPLATE_TYPES, wechatTemplates, type WechatTemplate, type WechatTemplateForm } from '@/entities/wechatTemplate/wechatTemplate';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<WechatTemplate, WechatTemplateForm>();

/**
 * 微信模板消息 (`wechat/template/index`, CONTRACT-MEMBERS 5.9): yshop's columns, its dialog
 * (类型, 模板编号, 模板名, 模板ID, 状态) and its notices 添加成功 / 修改成功 / 删除成功.
 */
export default function WechatTemplatePage() {
  return (
    <ResourcePage
      resource={wechatTemplates}
      listOptions={{ addedMessage: '添加成功', editedMessage: '修改成功' }}
      formOrder={['type', 'tempkey', 'name', 'tempid', 'status']}
      fields={[
        f.choice('type', '消息类型', { choices: TEMPLATE_TYPES, form: { key: 'type', label: '类型' } }),
        f.number('id', '模板id'),
        f.text('tempkey', '模板编号', { form: { key: 'tempkey', required: '请输入模板编号', max: 50 } }),
        f.text('name', '模板名', { form: { key: 'name', required: '请输入模板名', max: 100 } }),
        f.text('tempid', '模板ID', { form: { key: 'tempid', required: '请输入模板ID', max: 100 } }),
        f.choice('status', '状态', { choices: TEMPLATE_STATUS, form: { key: 'status' } }),
      ]}
    />
  );
}
