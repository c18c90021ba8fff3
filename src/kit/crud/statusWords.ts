/** The words of a two-state status (dicts `user_status` 激活/禁用, `dept_status` 启用/停用). */
export interface StatusLabels {
  on: string;
  off: string;
}

/**
 * The originals' confirmation before a status switch: `此操作将 "禁用" test, 是否继续？`,
 * with 部门 or 岗位 after the name on those screens.
 */
export function statusQuestion(labels: StatusLabels, next: boolean, name: string, subject = ''): string {
  return `此操作将 "${next ? labels.on : labels.off}" ${name}${subject}, 是否继续？`;
}

/** `禁用成功` after the server accepted. */
export function statusDone(labels: StatusLabels, next: boolean): string {
  return `${next ? labels.on : labels.off}成功`;
}
