import { badRequest } from '../http/errors';
import { NO_ROLE_LEVEL } from './access';

/** The smallest level of a set of roles; a user with none is at NO_ROLE_LEVEL. */
export const minLevel = (levels: readonly number[]): number => (levels.length > 0 ? Math.min(...levels) : NO_ROLE_LEVEL);

/** eladmin's rule for role writes: the target level must be at or below the caller's power (≥ myLevel). */
export function assertRoleLevel(myLevel: number, level: number): void {
  if (level < myLevel) throw badRequest(`权限不足，你的角色级别：${myLevel}，低于操作的角色级别：${level}`);
}
