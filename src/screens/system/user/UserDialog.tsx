import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/kit/crud/FormDialog';
import type { StatusLabels } from '@/kit/crud/statusWords';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import type { Ref } from '@/api/resource/wire';
import type { Dept } from '@/entities/dept/dept';
import { jobs as jobResource } from '@/entities/job/job';
import { roles as roleResource } from '@/entities/role/role';
import { users, type User, type UserForm } from '@/entities/user/user';
import { TreeSelect } from '@/kit/tree/TreeSelect';
import type { ResourceForest } from '@/kit/resource/useResourceForest';
import { checkUser, GENDERS, roleOptionDisabled, userFormValues, type UserFormValues } from './userForm';

export interface UserDialogProps {
  /** The user to edit; without it the dialog adds one. */
  user: User | undefined;
  title: string;
  /** The user is the signed-in one: 状态 and 角色 are locked. */
  own: boolean;
  /** eladmin: several jobs of any dept; else one job of the chosen dept. */
  manyJobs: boolean;
  depts: ResourceForest<Dept>;
  statusLabels: StatusLabels;
  myLevel: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const deptLabel = (dept: Dept) => dept.name;
const noDeptSelect = (dept: Dept) => !dept.enabled;

/** Options plus the chosen ones the options lack (a job of another dept, a disabled one), so they still show. */
function withChosen(options: readonly Ref[], chosen: readonly Ref[]): Ref[] {
  const ids = new Set(options.map((option) => option.id));
  return [...options, ...chosen.filter((ref) => !ids.has(ref.id))];
}

/** 新增用户 / 编辑用户 (CONTRACT-SYSTEM.md section 4): a dept choice empties the jobs, so the screen's own. */
export function UserDialog({ user, title, own, manyJobs, depts, statusLabels, myLevel, onClose, onSaved }: UserDialogProps) {
  const [createUser] = users.useCreate();
  const [updateUser] = users.useUpdate();
  const initial = useMemo(() => userFormValues(user), [user]);
  const form = useFormDialog<UserFormValues, UserForm>({
    initial,
    check: (values) => checkUser(values, user?.username),
    save: (value) => (user ? updateUser(users.bodyOf({ ...value, id: user.id })) : createUser(users.bodyOf(value))).unwrap(),
    onSaved,
  });
  const { values, errors, set } = form;

  // yshop and the embedded server filter jobs by dept; eladmin's are every enabled job.
  const jobArgs = manyJobs ? { enabled: true } : values.deptId === null ? skipToken : { enabled: true, deptId: values.deptId };
  const jobs = jobResource.useAll(jobArgs);
  const roles = roleResource.useAll({});
  const jobOptions = withChosen(jobs.data ?? [], user && values.deptId === initial.deptId ? user.jobs : []);
  const roleOptions = roles.data ?? [];
  const roleName = (id: number) => roleOptions.find((role) => role.id === id)?.name ?? user?.roles.find((role) => role.id === id)?.name ?? `#${id}`;
  const jobName = (id: number) => jobOptions.find((job) => job.id === id)?.name ?? `#${id}`;

  const chooseDept = (ids: number[]) => {
    const next = ids[0] ?? null;
    set('deptId', next);
    // One job belongs to one dept: a new dept empties it (yshop).
    if (!manyJobs && next !== values.deptId) set('jobIds', []);
  };

  const text = (key: 'username' | 'phone' | 'nickName' | 'email', label: string) => (
    <TextField label={label} {...form.field(key)} required size="small" fullWidth autoFocus={key === 'username'} />
  );

  return (
    <FormDialog title={title} submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose} maxWidth="md">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('username', '用户名')}
        {text('phone', '电话')}
        {text('nickName', '昵称')}
        {text('email', '邮箱')}
        <TreeSelect
          label="部门"
          forest={depts.forest}
          labelOf={deptLabel}
          value={values.deptId === null ? [] : [values.deptId]}
          valueLabels={user?.dept ? { [user.dept.id]: user.dept.name } : undefined}
          onChange={chooseDept}
          isDisabled={noDeptSelect}
          mayHaveChildren={depts.mayHaveChildren}
          loadChildren={depts.loadChildren}
          error={Boolean(errors.deptId)}
          helperText={errors.deptId}
        />
        <TextField
          select
          label="岗位"
          size="small"
          fullWidth
          value={manyJobs ? values.jobIds : (values.jobIds[0] ?? '')}
          onChange={(event) => {
            const chosen = event.target.value as unknown as number[] | number | '';
            set('jobIds', Array.isArray(chosen) ? chosen : chosen === '' ? [] : [chosen]);
          }}
          error={Boolean(errors.jobIds)}
          helperText={errors.jobIds ?? (!manyJobs && values.deptId === null ? '请先选择部门' : undefined)}
          slotProps={{ select: { multiple: manyJobs, renderValue: (chosen) => (Array.isArray(chosen) ? chosen : [chosen]).map((id) => jobName(Number(id))).join('、') } }}
        >
          {jobOptions.length === 0 ? (
            <MenuItem disabled value="-">
              暂无岗位
            </MenuItem>
          ) : null}
          {jobOptions.map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="user-gender">性别</FormLabel>
          <RadioGroup row aria-labelledby="user-gender" value={values.gender} onChange={(event) => set('gender', event.target.value)}>
            {GENDERS.map((gender) => (
              <FormControlLabel key={gender} value={gender} control={<Radio size="small" />} label={gender} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl disabled={own}>
          <FormLabel id="user-status">状态</FormLabel>
          <RadioGroup row aria-labelledby="user-status" value={values.enabled ? 'on' : 'off'} onChange={(event) => set('enabled', event.target.value === 'on')}>
            <FormControlLabel value="on" control={<Radio size="small" />} label={statusLabels.on} />
            <FormControlLabel value="off" control={<Radio size="small" />} label={statusLabels.off} />
          </RadioGroup>
          {own ? <FormHelperText>不能修改自己的状态</FormHelperText> : null}
        </FormControl>
      </Box>
      <TextField
        select
        label="角色"
        size="small"
        fullWidth
        disabled={own}
        value={values.roleIds}
        onChange={(event) => set('roleIds', event.target.value as unknown as number[])}
        error={Boolean(errors.roleIds)}
        helperText={errors.roleIds ?? (own ? '不能修改自己的角色' : undefined)}
        slotProps={{ select: { multiple: true, renderValue: (chosen) => (chosen as number[]).map(roleName).join('、') } }}
      >
        {roleOptions.map((role) => (
          <MenuItem key={role.id} value={role.id} disabled={roleOptionDisabled(myLevel, role.level)}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
