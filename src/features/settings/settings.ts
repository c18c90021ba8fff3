/**
 * The one typed settings object (SPEC.md sections 3 and 9). Every default lives here;
 * the slice accepts changes only for these keys.
 */
export interface Settings {
  theme: string;
  /** Whether the 系统布局设置 panel is open. */
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
  showFooter: boolean;
}

export const defaultSettings: Settings = {
  theme: '#1890ff',
  showSettings: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: true,
  showFooter: true,
};

export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

export type SettingKey = keyof Settings;

export interface SettingChange<K extends SettingKey = SettingKey> {
  key: K;
  value: Settings[K];
}

const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * SPEC.md section 4: settings change only for keys that already exist. The value
 * must also have the default's type (and the theme be a #rrggbb colour), so a
 * corrupt stored value cannot break the shell.
 */
export function applySetting(settings: Settings, change: { key: string; value: unknown }): Settings {
  if (!Object.hasOwn(defaultSettings, change.key)) return settings;
  const key = change.key as SettingKey;
  if (typeof change.value !== typeof defaultSettings[key]) return settings;
  if (key === 'theme' && !isHexColour(change.value)) return settings;
  return { ...settings, [key]: change.value };
}
