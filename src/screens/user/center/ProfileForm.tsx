import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { notify } from '@/features/notifications/notificationsSlice';
import { useSessionActor } from '@/session/SessionContext';
import { errorMessage } from '@/shared/ui/errorMessage';
import { validateProfile, type ProfileValues } from './forms';
import type { Profile } from './profile';
import { useCheckedForm } from './useCheckedForm';
import { useUpdateCenterMutation } from './userCenterApi';

export const PROFILE_SAVED_MESSAGE = '个人资料已保存';

/** 用户资料: nickname, phone and sex, checked first, then PUT api/users/center. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useDispatch();
  const actor = useSessionActor();
  const [updateCenter, { isLoading }] = useUpdateCenterMutation();
  const { values, errors, change, serverError, setServerError, startSubmit } = useCheckedForm<ProfileValues>(
    { nickName: profile.nickName, phone: profile.phone, sex: profile.sex || '男' },
    validateProfile,
  );

  const submit = async (event: FormEvent) => {
    if (!startSubmit(event)) return;
    if (profile.id === undefined) {
      setServerError('用户信息缺少 id，无法保存');
      return;
    }
    const body = { id: profile.id, nickName: values.nickName.trim(), phone: values.phone.trim(), sex: values.sex };
    try {
      await updateCenter(body).unwrap();
    } catch (error) {
      // The presenter has shown it too; the form keeps what was typed.
      setServerError(errorMessage(error, '保存失败'));
      return;
    }
    // The top bar (name) and the profile show the change at once.
    actor?.send({ type: 'USER_UPDATED', changes: { nickName: body.nickName, phone: body.phone, sex: body.sex } });
    dispatch(notify({ message: PROFILE_SAVED_MESSAGE, severity: 'success' }));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="用户资料" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <TextField
        label="用户昵称"
        value={values.nickName}
        onChange={(event) => change('nickName', event.target.value)}
        error={Boolean(errors.nickName)}
        helperText={errors.nickName}
        required
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        label="手机号码"
        value={values.phone}
        onChange={(event) => change('phone', event.target.value)}
        error={Boolean(errors.phone)}
        helperText={errors.phone}
        required
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11, autoComplete: 'tel-national' } }}
      />
      <FormControl>
        <FormLabel id="profile-sex">性别</FormLabel>
        <RadioGroup row aria-labelledby="profile-sex" value={values.sex} onChange={(event) => change('sex', event.target.value === '女' ? '女' : '男')}>
          <FormControlLabel value="男" control={<Radio />} label="男" />
          <FormControlLabel value="女" control={<Radio />} label="女" />
        </RadioGroup>
      </FormControl>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? '保存中…' : '保存'}
        </Button>
      </Box>
    </Box>
  );
}
