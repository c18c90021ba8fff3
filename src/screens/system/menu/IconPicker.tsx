import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { menuIcon, menuIcons } from '@/shared/icons/menuIcons';

const iconNames = Object.keys(menuIcons).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

/** Names containing every typed word, case-insensitively. */
export function filterIconNames(query: string, names: readonly string[] = iconNames): string[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return names.filter((name) => words.every((word) => name.toLowerCase().includes(word)));
}

export interface IconPickerProps {
  label: string;
  value: string;
  onChange: (name: string) => void;
}

/**
 * The icon of a menu: a button showing the chosen icon that opens a searchable grid
 * of the icon table's names (the same table the sidebar draws with). A name the table
 * does not know (from another back end) is kept and shown with the fallback icon.
 */
export function IconPicker({ label, value, onChange }: IconPickerProps) {
  const labelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [query, setQuery] = useState('');
  const names = useMemo(() => filterIconNames(query), [query]);
  const Current = menuIcon(value || undefined);

  const choose = (name: string) => {
    onChange(name);
    setAnchor(null);
  };

  return (
    <FormControl fullWidth>
      <FormLabel id={labelId} sx={{ fontSize: 12, mb: 0.5 }}>
        {label}
      </FormLabel>
      <Button
        variant="outlined"
        color="inherit"
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          setQuery('');
          setAnchor(event.currentTarget);
        }}
        sx={{ justifyContent: 'flex-start', textTransform: 'none', borderColor: 'divider', minHeight: 40, gap: 1 }}
      >
        {value ? <Current fontSize="small" aria-hidden="true" /> : null}
        <Typography component="span" id={`${labelId}-value`} color={value ? 'text.primary' : 'text.secondary'} noWrap>
          {value || '点击选择图标'}
        </Typography>
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': '选择图标', sx: { width: 'min(440px, calc(100vw - 32px))', p: 1.5 } } }}
      >
        <TextField
          size="small"
          fullWidth
          autoFocus
          placeholder="输入图标名称搜索"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': '搜索图标' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box role="listbox" aria-label="图标" sx={{ mt: 1, maxHeight: 260, overflowY: 'auto', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 0.5 }}>
          {names.map((name) => {
            const Icon = menuIcons[name]!;
            const selected = name === value;
            return (
              <ButtonBase
                key={name}
                role="option"
                aria-selected={selected}
                aria-label={name}
                title={name}
                onClick={() => choose(name)}
                sx={{
                  flexDirection: 'column',
                  gap: 0.25,
                  py: 1,
                  px: 0.5,
                  borderRadius: 1,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  color: selected ? 'primary.main' : 'text.primary',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                <Icon aria-hidden="true" />
                <Typography component="span" variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                  {name}
                </Typography>
              </ButtonBase>
            );
          })}
        </Box>
        {names.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            没有匹配的图标
          </Typography>
        ) : null}
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" disabled={!value} onClick={() => choose('')}>
            不使用图标
          </Button>
        </Box>
      </Popover>
    </FormControl>
  );
}
