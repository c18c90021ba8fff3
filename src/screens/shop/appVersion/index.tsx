import { appVersions, FORCE_UPDATE, isLink, linkMessage, updatedAt, type AppVersion, type AppVersionForm } from '@/entities/appVersion/appVersion';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<AppVersion, AppVersionForm>();

/**
 * App版本 (`shop/appVersion/index`, CONTRACT-MEMBERS 5.9, title `app版本控制`): no search;
 * 新增, 编辑, 删除 and 导出. The dialog checks what the embedded server checks (5.9 Rec.).
 */
export default function AppVersionPage() {
  return (
    <ResourcePage
      resource={appVersions}
      formCheck={(form) => ({
        iosUrl: isLink(form.iosUrl) ? undefined : linkMessage('ios应用商店链接'),
        androidUrl: isLink(form.androidUrl) ? undefined : linkMessage('安卓下载链接'),
      })}
      fields={[
        f.text('versionName', '版本名称', { form: { key: 'versionName', required: '请输入版本名称', max: 64 } }),
        f.text('versionInfo', '版本描述', { form: { key: 'versionInfo', max: 600 } }),
        f.text('versionCode', '版本code', { form: { key: 'versionCode', required: '请输入版本code', max: 64 } }),
        f.text('iosUrl', 'ios store应用商店链接', { form: { key: 'iosUrl', label: 'ios应用商店链接', max: 10000 } }),
        f.text('androidUrl', '安卓下载链接', { form: { key: 'androidUrl', max: 10000 } }),
        f.choice('forceUpdate', '是否强制升级', { choices: FORCE_UPDATE, form: { key: 'forceUpdate' } }),
        f.text('updateTime', '更新时间', { value: updatedAt }),
      ]}
    />
  );
}
