import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

/** Shows its children only to users holding at least one of `roles` (v-permission of the originals). */
export function Permission({ roles, children, fallback = null }: { roles: readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  const can = usePermission();
  return can(roles) ? children : fallback;
}
