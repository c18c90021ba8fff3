import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import { depts as deptResource } from '@/entities/dept/dept';
import { CUSTOM_SCOPE, DATA_SCOPES, roles, type Role, type RoleForm } from '@/entities/role/role';
import { useResourceForest } from '@/kit/resource/useResourceForest';
import { TreeSelect } from '@/kit/tree/TreeSelect';
import { checkRole, lowestLevel, newRoleValues, roleValuesOf, type RoleFormValues } from './roleForm';

export interface RoleDialogProps {
  /** The role to edit; without it the dialog creates one. */
  role: Role | undefined;
  title: string;
  /** The back end has 角色权限 (yshop, embedded). */
  hasPermission: boolean;
  myLevel: number | undefined;
  /** The operator holds `admin`: any level. */
  admin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface DeptScopeFieldProps {
  value: number[];
  onChange: (ids: number[]) => void;
  labels: Readonly<Record<number, string>>;
  error: string | undefined;
}

/** 数据权限: the dept tree, loaded only once 自定义 is chosen. */
function DeptScopeField({ value, onChange, labels, error }: DeptScopeFieldProps) {
  const depts = useResourceForest(deptResource);
  return (
    <TreeSelect
      label="数据权限"
      multiple
      forest={depts.forest}
      labelOf={(dept) => dept.name}
      value={value}
      onChange={onChange}
      valueLabels={labels}
      placeholder="请选择部门"
      mayHaveChildren={depts.mayHaveChildren}
      loadChildren={depts.loadChildren}
      error={Boolean(error) || depts.failed}
      helperText={error ?? (depts.failed ? '部门加载失败' : undefined)}
    />
  );
}

/** 新增角色 / 编辑角色 (CONTRACT-SYSTEM.md section 4). */
export function RoleDialog({ role, title, hasPermission, myLevel, admin, onClose, onSaved }: RoleDialogProps) {
  const [createRole] = roles.useCreate();
  const [updateRole] = roles.useUpdate();
  const { values, errors, serverError, submitting, field, set, submit } = useFormDialog<RoleFormValues, RoleForm>({
    initial: role ? roleValuesOf(role) : newRoleValues(myLevel, admin),
    check: (form) => checkRole(form, { hasPermission, myLevel, admin }, role?.id),
    save: (form) => (role ? updateRole : createRole)(roles.bodyOf(form)).unwrap(),
    onSaved,
  });
  const lowest = lowestLevel(myLevel, admin);
  // The role's own depts, named even before (or without) the tree holding them.
  const deptLabels = Object.fromEntries((role?.depts ?? []).map((dept) => [dept.id, dept.name]));

  return (
    <FormDialog title={title} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="角色名称" placeholder="请输入名称" {...field('name')} required autoFocus size="small" fullWidth />
      {hasPermission ? (
        <TextField label="角色权限" placeholder="请输入权限" {...field('permission')} required size="small" fullWidth />
      ) : null}
      <TextField
        label="角色级别"
        type="number"
        {...field('level')}
        helperText={errors.level ?? (admin ? '数值越小级别越高' : myLevel === undefined ? undefined : `数值越小级别越高，须大于你的角色级别 ${myLevel}`)}
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { min: lowest, step: 1 } }}
      />
      <TextField select label="数据范围" value={values.dataScope} onChange={(event) => set('dataScope', event.target.value)} error={Boolean(errors.dataScope)} helperText={errors.dataScope} size="small" fullWidth>
        {DATA_SCOPES.map((scope) => (
          <MenuItem key={scope} value={scope}>
            {scope}
          </MenuItem>
        ))}
      </TextField>
      {values.dataScope === CUSTOM_SCOPE ? (
        <DeptScopeField value={values.deptIds} onChange={(ids) => set('deptIds', ids)} labels={deptLabels} error={errors.deptIds} />
      ) : null}
      <TextField label="描述信息" {...field('description')} size="small" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
