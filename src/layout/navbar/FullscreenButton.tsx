import { memo, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { notify } from '../../features/notifications/notificationsSlice';

/** SPEC.md section 5: the originals' own wording when the Fullscreen API is missing. */
export const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

export const FullscreenButton = memo(function FullscreenButton() {
  const dispatch = useDispatch();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      dispatch(notify({ message: FULLSCREEN_UNSUPPORTED, severity: 'warning' }));
      return;
    }
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => dispatch(notify({ message: FULLSCREEN_UNSUPPORTED, severity: 'warning' })));
  };
  const label = full ? '退出全屏' : '全屏';
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label}>
        {full ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
});
