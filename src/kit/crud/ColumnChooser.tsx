import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnRounded from '@mui/icons-material/ViewColumnRounded';

export interface ChoosableColumn {
  key: string;
  label: string;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  isShown: (key: string) => boolean;
  onToggle: (key: string) => void;
}

/** Shows or hides table columns; the last shown column cannot be hidden. */
export function ColumnChooser({ columns, isShown, onToggle }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shownCount = columns.filter((column) => isShown(column.key)).length;
  return (
    <>
      <Tooltip title="列设置">
        <IconButton size="small" aria-label="列设置" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <ViewColumnRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const shown = isShown(column.key);
          return (
            <MenuItem key={column.key} role="menuitemcheckbox" aria-checked={shown} disabled={shown && shownCount === 1} onClick={() => onToggle(column.key)} dense>
              <ListItemIcon>
                <Checkbox size="small" checked={shown} tabIndex={-1} disableRipple sx={{ p: 0 }} slotProps={{ input: { 'aria-hidden': true } }} />
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
