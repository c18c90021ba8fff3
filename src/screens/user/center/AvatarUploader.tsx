import { useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { stageUpload } from '@/api/uploads';
import { notify } from '@/features/notifications/notificationsSlice';
import { useSessionActor } from '@/session/SessionContext';
import defaultAvatar from '@/shared/assets/default-avatar.svg';
import { formatBytes, IMAGE_ACCEPT, imageFileProblem, uploadPercent } from '@/shared/files/imageFile';
import { errorMessage } from '@/shared/ui/errorMessage';
import { useObjectUrl } from './useObjectUrl';
import { useUpdateAvatarMutation } from './userCenterApi';

export const AVATAR_UPDATED_MESSAGE = '头像已更新';

interface Props {
  /** The current avatar URL, or undefined for the bundled default. */
  avatarSrc: string | undefined;
  name: string;
}

/**
 * 更换头像: pick an image (checked here: image types, 5 MB), see it before sending,
 * upload it as multipart field `avatar` with progress; the session learns the new
 * file name so the top bar shows it at once.
 */
export function AvatarUploader({ avatarSrc, name }: Props) {
  const dispatch = useDispatch();
  const actor = useSessionActor();
  const [updateAvatar, { isLoading }] = useUpdateAvatarMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState('');
  const [percent, setPercent] = useState(0);
  const preview = useObjectUrl(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file can be chosen again after 取消.
    event.target.value = '';
    if (!chosen) return;
    const refused = imageFileProblem(chosen);
    setProblem(refused ?? '');
    setFile(refused ? undefined : chosen);
    setPercent(0);
  };

  const cancel = () => {
    setFile(undefined);
    setProblem('');
    setPercent(0);
  };

  const upload = async () => {
    if (!file) return;
    setProblem('');
    setPercent(0);
    try {
      const { avatar } = await updateAvatar(stageUpload(file, (progress) => setPercent(uploadPercent(progress)))).unwrap();
      actor?.send({ type: 'USER_UPDATED', changes: { avatar } });
      dispatch(notify({ message: AVATAR_UPDATED_MESSAGE, severity: 'success' }));
      setFile(undefined);
    } catch (error) {
      // Kept for another try; the presenter has shown the failure too.
      setProblem(errorMessage(error, '上传失败'));
    }
  };

  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Avatar
        src={preview ?? avatarSrc ?? defaultAvatar}
        alt={preview ? '新头像预览' : `${name}的头像`}
        sx={{ width: 120, height: 120, border: preview ? 2 : 0, borderColor: 'primary.main' }}
        slotProps={{ img: { onError: (event) => ((event.currentTarget as HTMLImageElement).src = defaultAvatar) } }}
      />
      <input ref={input} type="file" accept={IMAGE_ACCEPT} aria-label="选择头像图片" hidden onChange={choose} />
      {file ? (
        <>
          <Typography variant="body2" sx={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'center' }}>
            {file.name}（{formatBytes(file.size)}）
          </Typography>
          {isLoading ? <LinearProgress variant="determinate" value={percent} aria-label="头像上传进度" sx={{ width: '100%' }} /> : null}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" onClick={upload} disabled={isLoading}>
              {isLoading ? `上传中 ${percent}%` : '上传头像'}
            </Button>
            <Button onClick={cancel} disabled={isLoading}>
              取消
            </Button>
          </Box>
        </>
      ) : (
        <Button variant="outlined" onClick={() => input.current?.click()}>
          更换头像
        </Button>
      )}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ width: '100%', boxSizing: 'border-box' }}>
          {problem}
        </Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        支持 PNG、JPG、GIF、WEBP、BMP，不超过 5 MB
      </Typography>
    </Box>
  );
}
