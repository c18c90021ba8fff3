import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import GitHubIcon from '@mui/icons-material/GitHub';
import type { Crumb } from '../../features/navigation/buildNavigation';
import type { Device } from '../../features/appState/appState';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { AvatarMenu } from './AvatarMenu';

export interface NavbarProps {
  crumbs: readonly Crumb[];
  device: Device;
  sidebarOpened: boolean;
  sourceCodeUrl: string;
  userName: string;
  avatarSrc: string | undefined;
  userCenterPath: string;
  /** Header search, fullscreen and size: desktop only (SPEC.md section 2). */
  desktopTools?: ReactNode;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
}

// Fixed style objects, reused (not re-serialised) on every page change.
const BAR_SX = { height: 50, display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: 'background.paper', boxShadow: '0 1px 4px rgba(0,21,41,.08)' };
const CRUMBS_SX = { flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' };
const TOOLS_SX = { display: 'flex', alignItems: 'center', gap: 0.5 };

export function Navbar({ crumbs, device, sidebarOpened, sourceCodeUrl, userName, avatarSrc, userCenterPath, desktopTools, onToggleSidebar, onOpenSettings, onLogout }: NavbarProps) {
  return (
    <Box component="header" sx={BAR_SX}>
      <IconButton onClick={onToggleSidebar} aria-label={sidebarOpened ? '收起菜单' : '展开菜单'} aria-expanded={sidebarOpened}>
        {sidebarOpened ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
      <Box sx={CRUMBS_SX}>
        <Breadcrumb crumbs={crumbs} />
      </Box>
      {device === 'desktop' ? (
        <Box data-testid="desktop-tools" sx={TOOLS_SX}>
          {desktopTools}
          {sourceCodeUrl ? (
            <Tooltip title="项目源码">
              <IconButton component="a" href={sourceCodeUrl} target="_blank" rel="noopener noreferrer" aria-label="项目源码">
                <GitHubIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ) : null}
      <AvatarMenu userName={userName} avatarSrc={avatarSrc} userCenterPath={userCenterPath} onOpenSettings={onOpenSettings} onLogout={onLogout} />
    </Box>
  );
}
