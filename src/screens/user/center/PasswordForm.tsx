import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '@/features/notifications/notificationsSlice';
import { useSessionActor } from '@/session/SessionContext';
import { getRuntimeConfig } from '@/shared/config/runtimeConfig';
import { encryptPassword } from '@/shared/crypto/encryptPassword';
import { errorMessage } from '@/shared/ui/errorMessage';
import { PASSWORD_MAX, PASSWORD_MIN, validatePassword, type PasswordValues } from './forms';
import { useCheckedForm } from './useCheckedForm';
import { useUpdatePasswordMutation } from './userCenterApi';

export const PASSWORD_CHANGED_MESSAGE = '密码修改成功，请使用新密码重新登录';

const empty: PasswordValues = { oldPass: '', newPass: '', confirmPass: '' };

/** RSA ciphertext when the deployment configured a key, else the text as typed (a back end without RSA). */
async function transport(plain: string, publicKey: string): Promise<string> {
  return publicKey === '' ? plain : encryptPassword(plain, publicKey);
}

/**
 * 修改密码: old, new (6-20) and confirm, checked first; both passwords go RSA-encrypted
 * to POST api/users/updatePass. On success the user is told and logged out, so the
 * next sign-in uses the new password (as eladmin does); the server keeps nothing of
 * the old session either way.
 */
export function PasswordForm() {
  const dispatch = useDispatch();
  const actor = useSessionActor();
  const [updatePassword] = useUpdatePasswordMutation();
  const { values, errors, change, serverError, setServerError, startSubmit } = useCheckedForm(empty, validatePassword);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    if (!startSubmit(event) || busy) return;
    setBusy(true);
    try {
      const publicKey = getRuntimeConfig().rsaPublicKey;
      const [oldPass, newPass] = await Promise.all([transport(values.oldPass, publicKey), transport(values.newPass, publicKey)]);
      await updatePassword({ oldPass, newPass }).unwrap();
    } catch (error) {
      // 修改失败，旧密码错误 and the like: shown here, and the input is kept.
      setServerError(errorMessage(error, '修改失败'));
      setBusy(false);
      return;
    }
    dispatch(notify({ message: PASSWORD_CHANGED_MESSAGE, severity: 'success' }));
    actor?.send({ type: 'LOGOUT' });
  };

  const field = (key: keyof PasswordValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      value={values[key]}
      onChange={(event) => change(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      required
      slotProps={{ htmlInput: { autoComplete, maxLength: 64 } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="修改密码" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {field('oldPass', '旧密码', 'current-password')}
      {field('newPass', '新密码', 'new-password')}
      {field('confirmPass', '确认密码', 'new-password')}
      <Typography variant="body2" color="text.secondary">
        新密码长度 {PASSWORD_MIN} 到 {PASSWORD_MAX} 个字符；修改成功后需要用新密码重新登录。
      </Typography>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? '提交中…' : '确认修改'}
        </Button>
      </Box>
    </Box>
  );
}
