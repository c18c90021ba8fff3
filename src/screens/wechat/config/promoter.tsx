import { promoterConfig } from '@/entities/systemConfig/promoterConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 分销配置: yshop's `wechat/config/promoter`, a settings form. */
export default function PromoterConfigPage() {
  return <SettingsForm settings={promoterConfig} />;
}
