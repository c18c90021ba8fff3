import { expressConfig } from '@/entities/systemConfig/expressConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 快递鸟配置: yshop's `wechat/config/express`, a settings form. */
export default function ExpressConfigPage() {
  return <SettingsForm settings={expressConfig} />;
}
