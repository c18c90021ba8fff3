import { smsConfig } from '@/entities/systemConfig/smsConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 阿里云短信: yshop's `wechat/config/sms`, a settings form. */
export default function SmsConfigPage() {
  return <SettingsForm settings={smsConfig} />;
}
