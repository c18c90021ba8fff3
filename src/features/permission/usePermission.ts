import { useCallback } from 'react';
import { useSessionSelector } from '../../session/SessionContext';
import { hasPermission } from './hasPermission';

const noRoles: readonly string[] = [];

/**
 * `const can = usePermission(); can(['admin', 'menu:add'])`. Reads the session's roles
 * on every render, so a change of roles (another user, edited permissions) applies at
 * once; the original directive checked once and never again.
 */
export function usePermission(): (required: readonly string[]) => boolean {
  const roles = useSessionSelector((snapshot) => snapshot?.context.roles ?? noRoles);
  return useCallback((required: readonly string[]) => hasPermission(roles, required), [roles]);
}
