import { shopConfig } from '@/entities/systemConfig/shopConfig';
import { SettingsForm } from '@/kit/resource/SettingsForm';

/** 商城系统配置: yshop's `wechat/config/shop`, a settings form. */
export default function ShopConfigPage() {
  return <SettingsForm settings={shopConfig} />;
}
