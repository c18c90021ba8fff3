import type { z } from 'zod';
import { badRequest } from './errors';

/** The authority that passes every check. */
export const ADMIN_AUTHORITY = 'admin';

export const EMPTY_PIECE = '权限标识不能有空项';
export const ADMIN_ONLY = '只有超级管理员可以授予 admin 权限';
export const notHeld = (piece: string): string => `不能授予自己没有的权限：${piece}`;

/**
 * The authorities a stored permission string grants: split on commas and trimmed, as
 * the authority loader reads it (empty pieces, which old rows may hold, grant nothing).
 */
export const storedPieces = (text: string | null): string[] =>
  text === null ? [] : text.split(',').map((p) => p.trim()).filter((p) => p !== '');

/**
 * A permission string as written: no empty piece. It is stored as sent (the authority
 * loader trims each piece), so what an operator typed is what they read back.
 */
export const permissionText = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((text) => text.split(',').every((p) => p.trim() !== ''), EMPTY_PIECE);

/** The form two permission strings granting the same authorities share. */
export const samePieces = (text: string): string => storedPieces(text).join(',');

/** Authorities that mean something now: asked for by a route (`routeAuthorities`), carried by a menu or by a role. */
export function knownAuthorities(routeAuthorities: ReadonlySet<string>, menuPermissions: Iterable<string | null>, rolePermissions: Iterable<string>): Set<string> {
  const known = new Set<string>(routeAuthorities);
  known.add(ADMIN_AUTHORITY);
  for (const text of menuPermissions) for (const p of storedPieces(text)) known.add(p);
  for (const text of rolePermissions) for (const p of storedPieces(text)) known.add(p);
  return known;
}

export interface GrantRule {
  /** Pieces the role or menu already carries: keeping them grants nothing new. */
  kept: ReadonlySet<string>;
  /** Whether a piece the caller lacks may still be written (a brand-new role code). */
  isNew: (piece: string) => boolean;
}

/**
 * Issue 22: nobody but an `admin` holder writes `admin` (in any case, in any piece), and
 * a non-admin puts into a role or menu only authorities they hold, besides what it
 * already carried and, where the rule allows, names nothing yet uses.
 */
export function assertMayGrant(callerAuthorities: ReadonlySet<string>, pieces: readonly string[], rule: GrantRule): void {
  if (callerAuthorities.has(ADMIN_AUTHORITY)) return;
  for (const p of pieces) if (p.toLowerCase() === ADMIN_AUTHORITY) throw badRequest(ADMIN_ONLY);
  for (const p of pieces) {
    if (!callerAuthorities.has(p) && !rule.kept.has(p) && !rule.isNew(p)) throw badRequest(notHeld(p));
  }
}
