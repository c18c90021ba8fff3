import { memo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { SIZES, type Size } from '../../features/appState/appState';
import { selectSize, setSize } from '../../features/appState/slice';
import { notify } from '../../features/notifications/notificationsSlice';
import { cacheCleared } from '../../features/tabs/slice';
import { useMountedOnceOpen } from '../../shared/ui/useMountedOnceOpen';

export const SIZE_LABELS: Record<Size, string> = { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' };
export const SIZE_CHANGED = '布局设置成功';

/**
 * SPEC.md section 4: the choice goes to the size cookie; kept pages are dropped and
 * the current page reloads through /redirect so everything re-renders at the new size.
 */
export const SizeSelect = memo(function SizeSelect() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const size = useSelector(selectSize);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuMounted = useMountedOnceOpen(Boolean(anchor));
  const choose = (next: Size) => {
    setAnchor(null);
    if (next === size) return;
    dispatch(setSize(next));
    dispatch(cacheCleared());
    void navigate(`/redirect${pathname}${search}`, { replace: true });
    dispatch(notify({ message: SIZE_CHANGED, severity: 'success', duration: 3000 }));
  };
  return (
    <>
      <Tooltip title="布局大小">
        <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label="布局大小" aria-haspopup="menu">
          <FormatSizeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {menuMounted ? (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {SIZES.map((option) => (
            <MenuItem key={option} selected={option === size} disabled={option === size} onClick={() => choose(option)}>
              {SIZE_LABELS[option]}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
});
