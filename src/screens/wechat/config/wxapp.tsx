import { wxappConfig } from '@/entities/systemConfig/wxappConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 小程序配置: yshop's `wechat/config/wxapp`, a settings form. */
export default function WxappConfigPage() {
  return <SettingsForm settings={wxappConfig} />;
}
