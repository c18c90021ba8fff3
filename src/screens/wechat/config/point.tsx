import { pointConfig } from '@/entities/systemConfig/pointConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 积分配置: yshop's `wechat/config/point`, a settings form of three keys. */
export default function PointConfigPage() {
  return <SettingsForm settings={pointConfig} />;
}
