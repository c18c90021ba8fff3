import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useDispatch, useSelector } from 'react-redux';
import { THEME_PRESETS, type SettingKey } from '../../features/settings/settings';
import { changeSetting, selectSettings } from '../../features/settings/slice';

const SWITCHES: { key: SettingKey; label: string }[] = [
  { key: 'tagsView', label: '显示标签' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '显示LOGO' },
  { key: 'uniqueOpened', label: '菜单UniqueOpened' },
];

/**
 * 系统布局设置: theme colour and layout switches. Every change goes through the settings
 * slice and is kept in localStorage; the colour re-themes every component at once.
 */
export function SettingsPanel() {
  const dispatch = useDispatch();
  const settings = useSelector(selectSettings);
  const set = (key: SettingKey, value: unknown) => dispatch(changeSetting({ key, value }));
  const close = () => set('showSettings', false);
  return (
    <Drawer anchor="right" open={settings.showSettings} onClose={close} slotProps={{ paper: { sx: { width: 280, p: 3 } } }}>
      <Typography variant="h6" component="h2" id="settings-title" sx={{ fontSize: 16, mb: 2 }}>
        系统布局设置
      </Typography>
      <Box role="group" aria-labelledby="settings-theme">
        <Typography id="settings-theme" sx={{ fontSize: 14, mb: 1 }}>
          主题色
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {THEME_PRESETS.map((colour) => {
            const chosen = settings.theme.toLowerCase() === colour.toLowerCase();
            return (
              <Box
                key={colour}
                component="button"
                type="button"
                aria-label={`主题色 ${colour}`}
                aria-pressed={chosen}
                onClick={() => set('theme', colour)}
                sx={{ width: 24, height: 24, p: 0, border: 0, borderRadius: 0.5, bgcolor: colour, color: '#fff', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', '&:focus-visible': { outline: '2px solid #000', outlineOffset: 2 } }}
              >
                {chosen ? <CheckIcon sx={{ fontSize: 16 }} /> : null}
              </Box>
            );
          })}
          <Box
            component="input"
            type="color"
            aria-label="自定义主题色"
            value={settings.theme.toLowerCase()}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('theme', event.target.value)}
            sx={{ width: 32, height: 26, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
          />
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      {SWITCHES.map(({ key, label }) => (
        <FormControlLabel
          key={key}
          labelPlacement="start"
          label={label}
          control={<Switch checked={Boolean(settings[key])} onChange={(event) => set(key, event.target.checked)} />}
          sx={{ mx: 0, mb: 0.5, justifyContent: 'space-between', '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        />
      ))}
    </Drawer>
  );
}
