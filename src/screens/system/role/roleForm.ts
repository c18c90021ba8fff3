import { checked, type Checked, type FormErrors } from '@/kit/crud/formCheck';
import { CUSTOM_SCOPE, DATA_SCOPES, roles, type Role, type RoleForm } from '@/entities/role/role';

/*
 * The form of 新增角色 / 编辑角色 (CONTRACT-SYSTEM.md section 4), checked before
 * anything is sent, with the limits the embedded server enforces.
 */

export const NAME_MAX = 50;
export const PERMISSION_MAX = 100;
export const DESCRIPTION_MAX = 255;
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 999;
/** The originals' default level for a new role. */
export const DEFAULT_LEVEL = 3;
export const DEFAULT_SCOPE = '全部';

export interface RoleFormValues {
  name: string;
  /** 角色权限 (yshop, embedded); ignored when the back end has none. */
  permission: string;
  /** As typed, so a half-typed number is kept. */
  level: string;
  dataScope: string;
  deptIds: number[];
  description: string;
}

export interface RoleFormContext {
  /** The back end's roles carry 角色权限. */
  hasPermission: boolean;
  /** The operator's level (`roles/level`); undefined while unknown. */
  myLevel: number | undefined;
  /** The operator holds `admin`: any level is theirs to give. */
  admin?: boolean;
}

/** The most powerful level the operator may give (issue 22): any for `admin`, else strictly below their own. */
export const lowestLevel = (myLevel: number | undefined, admin = false): number => (admin || myLevel === undefined ? LEVEL_MIN : myLevel + 1);

/** A new role's values: level 3, or the first level below the operator's when that is lower (a bigger number); 全部. */
export function newRoleValues(myLevel: number | undefined, admin = false): RoleFormValues {
  return { name: '', permission: '', level: String(Math.max(DEFAULT_LEVEL, lowestLevel(myLevel, admin))), dataScope: DEFAULT_SCOPE, deptIds: [], description: '' };
}

export function roleValuesOf(role: Role): RoleFormValues {
  const form = roles.formOf(role);
  return {
    name: form.name,
    permission: form.permission ?? '',
    level: String(form.level),
    dataScope: (DATA_SCOPES as readonly string[]).includes(form.dataScope) ? form.dataScope : DEFAULT_SCOPE,
    deptIds: form.deptIds,
    description: form.description,
  };
}

/** The level the operator may give: strictly below their own, as the server refuses their own level (issue 22); `admin` any. */
export function levelMessage(level: number, myLevel: number | undefined, admin = false): string | undefined {
  if (level < LEVEL_MIN) return `角色级别不能小于 ${LEVEL_MIN}`;
  if (level > LEVEL_MAX) return `角色级别不能大于 ${LEVEL_MAX}`;
  if (admin || myLevel === undefined) return undefined;
  if (level < myLevel) return `角色级别不能小于你的角色级别 ${myLevel}`;
  if (level === myLevel) return `角色级别须大于你的角色级别 ${myLevel}，同级的角色只读`;
  return undefined;
}

export function checkRole(values: RoleFormValues, { hasPermission, myLevel, admin = false }: RoleFormContext, id?: number): Checked<RoleFormValues, RoleForm> {
  const name = values.name.trim();
  const permission = values.permission.trim();
  const description = values.description.trim();
  const levelText = values.level.trim();
  const level = Number(levelText);
  const custom = values.dataScope === CUSTOM_SCOPE;
  const errors: FormErrors<RoleFormValues> = {};

  if (name === '') errors.name = '请输入名称';
  else if (name.length > NAME_MAX) errors.name = `角色名称不能超过 ${NAME_MAX} 个字符`;
  if (hasPermission) {
    if (permission === '') errors.permission = '请输入权限';
    else if (permission.length > PERMISSION_MAX) errors.permission = `权限不能超过 ${PERMISSION_MAX} 个字符`;
  }
  if (levelText === '') errors.level = '请输入角色级别';
  else if (!/^\d+$/.test(levelText) || !Number.isSafeInteger(level)) errors.level = '角色级别必须是整数';
  else errors.level = levelMessage(level, myLevel, admin);
  if (!(DATA_SCOPES as readonly string[]).includes(values.dataScope)) errors.dataScope = '请选择数据范围';
  if (custom && values.deptIds.length === 0) errors.deptIds = '自定义数据权限不能为空';
  if (description.length > DESCRIPTION_MAX) errors.description = `描述不能超过 ${DESCRIPTION_MAX} 个字符`;

  return checked(errors, () => ({
    ...(id === undefined ? {} : { id }),
    name,
    level,
    dataScope: values.dataScope,
    deptIds: custom ? values.deptIds : [],
    description,
    permission: hasPermission ? permission : undefined,
  }));
}
