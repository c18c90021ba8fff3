import { wechatConfig } from '@/entities/systemConfig/wechatConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 公众号配置: yshop's `wechat/config/index`, a settings form. */
export default function WechatConfigPage() {
  return <SettingsForm settings={wechatConfig} />;
}
