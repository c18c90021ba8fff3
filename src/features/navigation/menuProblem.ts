/**
 * An entry of `api/menus/build` the console cannot use. Two audiences: the developer
 * reads `warning` in the browser console (where in the answer, in the code's terms);
 * the operator reads `message` in the banner and passes it on to whoever runs the back
 * end, so it names the entry as 菜单管理 shows it (its title, else its path) and says
 * what is wrong in words, with the field name in brackets for the back-end developer.
 */
export interface MenuProblem {
  warning: string;
  message: string;
}

/** Why an entry cannot be used: the developer's wording and the operator's. */
export interface Reason {
  en: string;
  zh: string;
}

export const REASONS = {
  notObject: { en: 'not an object', zh: '不是有效的菜单项' },
  cycle: { en: 'it contains itself (a cycle)', zh: '子菜单中包含它自己（循环引用）' },
  missingPath: { en: 'missing path', zh: '缺少路由地址（path）' },
  notText: { en: 'name, component or redirect is not a string', zh: '组件名称、组件路径或重定向（name / component / redirect）不是文本' },
  notFlag: { en: 'hidden or alwaysShow is not a boolean', zh: '是否隐藏或总是显示（hidden / alwaysShow）不是“是/否”' },
  childrenNotList: { en: 'children is not a list', zh: '子菜单（children）不是列表' },
  metaNotObject: { en: 'meta is not an object', zh: '菜单信息（meta）格式不正确' },
  titleNotText: { en: 'meta.title is not a string', zh: '菜单标题（meta.title）不是文本' },
  iconNotText: { en: 'meta.icon/activeMenu is not a string', zh: '图标或高亮菜单（meta.icon / meta.activeMenu）不是文本' },
  noCacheNotFlag: { en: 'meta.noCache is not a boolean', zh: '是否缓存（meta.noCache）不是“是/否”' },
  affixNotFlag: { en: 'meta.affix is not a boolean', zh: '是否固定标签（meta.affix）不是“是/否”' },
  breadcrumbNotFlag: { en: 'meta.breadcrumb is not a boolean', zh: '是否显示面包屑（meta.breadcrumb）不是“是/否”' },
} as const satisfies Record<string, Reason>;

export const unknownKeys = (keys: string[]): Reason => ({
  en: `unknown keys ${keys.join(', ')}`,
  zh: `含有无法识别的字段：${keys.join('、')}`,
});

export const unknownMetaKeys = (keys: string[]): Reason => ({
  en: `unknown meta keys ${keys.join(', ')}`,
  zh: `菜单信息（meta）含有无法识别的字段：${keys.join('、')}`,
});

/** The answer as a whole is unusable (not a list). */
export const NOT_A_LIST: MenuProblem = {
  warning: 'the menu answer is not a list',
  message: '服务器返回的菜单不是列表，无法显示任何菜单',
};
