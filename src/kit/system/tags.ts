/*
 * The cache tags of the system screens not yet on entities (issue 23): a write of one
 * makes the others' lists stale. An entity has its own tag (`jobs.tag` is 'Job'); these
 * strings are the same names, so both invalidate each other until the screens move.
 */

/** Role lists and the caller's level: a role write or a change of the caller's roles invalidates it. */
export const ROLE_TAG = 'Role' as const;
/** Every dept read (tree, children, lists): any dept write invalidates it. */
export const DEPT_TAG = 'Dept' as const;
/** User lists (the user screen's own): a user write invalidates it; so does a dept or role change the rows show. */
export const USER_TAG = 'User' as const;
// Menus use MENU_TAG of src/api/menus.ts, which every menu write already invalidates.
