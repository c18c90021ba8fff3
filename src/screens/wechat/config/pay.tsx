import { payConfig } from '@/entities/systemConfig/payConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 微信支付配置: yshop's `wechat/config/pay`, a settings form. */
export default function PayConfigPage() {
  return <SettingsForm settings={payConfig} />;
}
