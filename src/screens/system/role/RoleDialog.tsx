import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../kit/crud/FormDialog';
import { useFormDialog } from '../../../kit/crud/useFormDialog';
import { DATA_SCOPES, type SysRole } from '../../../kit/system/role';
import { buildRoleBody, CUSTOM_SCOPE, type RoleForm } from '../../../kit/system/roleBody';
import { TreeSelect } from '../../../kit/tree/TreeSelect';
import { useCreateRoleMutation, useUpdateRoleMutation } from './roleApi';
import { checkRole, LEVEL_MIN, newRoleValues, roleValuesOf, type RoleFormValues } from './roleForm';
import { depts as deptResource } from '../../../entities/dept/dept';
import { useResourceForest } from '../../../kit/resource/useResourceForest';

export interface RoleDialogProps {
  /** The role to edit; without it the dialog creates one. */
  role?: SysRole | undefined;
  /** The back end has 角色权限 (yshop, embedded). */
  hasPermission: boolean;
  myLevel: number | undefined;
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
export function RoleDialog({ role, hasPermission, myLevel, onClose, onSaved }: RoleDialogProps) {
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const { values, errors, serverError, submitting, field, set, submit } = useFormDialog<RoleFormValues, RoleForm>({
    initial: role ? roleValuesOf(role) : newRoleValues(myLevel),
    check: (form) => checkRole(form, { hasPermission, myLevel }, role?.id),
    save: (form) => (role ? updateRole(buildRoleBody(form)).unwrap() : createRole(buildRoleBody(form)).unwrap()),
    onSaved,
  });
  // The role's own depts, named even before (or without) the tree holding them.
  const deptLabels = Object.fromEntries((role?.depts ?? []).map((dept) => [dept.id, dept.name]));

  return (
    <FormDialog title={role ? '编辑角色' : '新增角色'} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="角色名称" placeholder="请输入名称" {...field('name')} required autoFocus size="small" fullWidth />
      {hasPermission ? (
        <TextField label="角色权限" placeholder="请输入权限" {...field('permission')} required size="small" fullWidth />
      ) : null}
      <TextField
        label="角色级别"
        type="number"
        {...field('level')}
        helperText={errors.level ?? (myLevel !== undefined ? `数值越小级别越高，不能小于你的角色级别 ${myLevel}` : undefined)}
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { min: Math.max(LEVEL_MIN, myLevel ?? LEVEL_MIN), step: 1 } }}
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
