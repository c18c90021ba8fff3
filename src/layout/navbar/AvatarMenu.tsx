import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import defaultAvatar from '../../shared/assets/default-avatar.svg';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useMountedOnceOpen } from '../../shared/ui/useMountedOnceOpen';

export const LOGOUT_TITLE = '提示';
export const LOGOUT_MESSAGE = '确定注销并退出系统吗？';

interface Props {
  userName: string;
  /** The user's avatar URL, or undefined for the bundled default. */
  avatarSrc: string | undefined;
  userCenterPath: string;
  onOpenSettings: () => void;
  onLogout: () => void;
}

/** 布局设置, 个人中心 and 退出登录 (which asks first, SPEC.md section 5). */
export const AvatarMenu = memo(function AvatarMenu({ userName, avatarSrc, userCenterPath, onOpenSettings, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuMounted = useMountedOnceOpen(Boolean(anchor));
  const dialogMounted = useMountedOnceOpen(confirming);
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={`用户菜单：${userName}`}
        sx={{ borderRadius: 1, px: 0.5, height: 40, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Avatar src={avatarSrc || defaultAvatar} alt={userName} variant="rounded" sx={{ width: 36, height: 36 }} slotProps={{ img: { onError: (event) => ((event.currentTarget as HTMLImageElement).src = defaultAvatar) } }} />
        <ArrowDropDown fontSize="small" />
      </ButtonBase>
      {menuMounted ? (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <MenuItem
            onClick={() => {
              close();
              onOpenSettings();
            }}
          >
            布局设置
          </MenuItem>
          <MenuItem component={RouterLink} to={userCenterPath} onClick={close}>
            个人中心
          </MenuItem>
          <MenuItem
            divider={false}
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            退出登录
          </MenuItem>
        </Menu>
      ) : null}
      {dialogMounted ? (
        <ConfirmDialog
          open={confirming}
          warning
          title={LOGOUT_TITLE}
          message={LOGOUT_MESSAGE}
          confirmText="确定"
          cancelText="取消"
          onConfirm={() => {
            setConfirming(false);
            onLogout();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
});
