import { memo } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router-dom';

/** A slim bar at the top while a route's code or loader, or the menus, are loading. */
export const RouteProgress = memo(function RouteProgress({ loadingMenus }: { loadingMenus: boolean }) {
  const routing = useNavigation().state !== 'idle';
  if (!routing && !loadingMenus) return null;
  return <LinearProgress aria-label="页面加载中" sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: 2000 }} />;
});
