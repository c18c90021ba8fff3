/** SPEC.md section 5: the originals' error when the directive gets no role list. */
export const PERMISSION_USAGE_ERROR = `need roles! Like v-permission="['admin','editor']"`;

/**
 * True when the user holds at least one of `required`. `admin` is not special here:
 * like the originals' directive, list it when admins should pass (the server's own
 * checks treat admin as passing everything).
 */
export function hasPermission(userRoles: readonly string[], required: readonly string[] | undefined): boolean {
  if (!Array.isArray(required) || required.length === 0) throw new Error(PERMISSION_USAGE_ERROR);
  return required.some((role) => userRoles.includes(role));
}
