import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { MuiThemed } from '../settings/MuiThemed';
import { PathLink } from '../../shared/ui/PathLink';
import type { Notification } from './notificationsSlice';

interface Props {
  items: Notification[];
  onClose: (id: string) => void;
}

/** The stack at the top centre; newest last, each closable. */
export default function NotificationStackView({ items, onClose }: Props) {
  return (
    <MuiThemed>
      <Box
        aria-live="assertive"
        sx={{
          position: 'fixed',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          width: 'min(420px, calc(100vw - 32px))',
          pointerEvents: 'none',
        }}
      >
        {items.map((item) => (
          <Alert key={item.id} severity={item.severity} variant="standard" elevation={3} closeText="关闭" onClose={() => onClose(item.id)} sx={{ pointerEvents: 'auto' }}>
            {item.message}
            {item.link ? (
              <>
                {' '}
                <PathLink to={item.link.to} onClick={() => onClose(item.id)}>
                  {item.link.label}
                </PathLink>
              </>
            ) : null}
          </Alert>
        ))}
      </Box>
    </MuiThemed>
  );
}
