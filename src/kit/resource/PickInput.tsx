import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickedItem, PickSource } from './fields';

const PAGE_SIZE = 10;

export interface PickInputProps {
  label: string;
  source: PickSource;
  value: readonly PickedItem[];
  onChange: (picked: PickedItem[]) => void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * Records picked from another list (issue 32: a 商品券's products from the goods list): the
 * picked ones as chips (each removable), and `选择…` opening the list in a dialog over the
 * form (search, pages, a tick per record); 确定 fills the field, 取消 / Esc leave it.
 */
export function PickInput({ label, source, value, onChange, error, required }: PickInputProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} required={required} error={Boolean(error)} sx={{ fontSize: 12, display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {value.map((item) => (
          <Chip
            key={item.id}
            size="small"
            label={item.label}
            avatar={item.image ? <Avatar src={item.image} alt="" /> : undefined}
            onDelete={() => onChange(value.filter((other) => other.id !== item.id))}
            deleteIcon={<span aria-label={`移除 ${item.label}`} role="button">×</span>}
          />
        ))}
        <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
          {source.title}
        </Button>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {open ? (
        <PickDialog
          source={source}
          initial={value}
          onClose={() => setOpen(false)}
          onChoose={(picked) => {
            onChange(picked);
            setOpen(false);
          }}
        />
      ) : null}
    </Box>
  );
}

function PickDialog({ source, initial, onClose, onChoose }: { source: PickSource; initial: readonly PickedItem[]; onClose: () => void; onChoose: (picked: PickedItem[]) => void }) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 0, search: '' });
  const [picked, setPicked] = useState<PickedItem[]>([...initial]);
  const page = source.usePage({ page: query.page, size: PAGE_SIZE, search: query.search });
  const full = source.max !== undefined && picked.length >= source.max;
  const toggle = (item: PickedItem) =>
    setPicked((now) => (now.some((other) => other.id === item.id) ? now.filter((other) => other.id !== item.id) : full ? now : [...now, item]));
  const search = () => setQuery({ page: 0, search: typed.trim() });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
        {source.title}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, mb: 1, pt: 1 }}>
          <TextField
            size="small"
            label={source.searchLabel ?? '搜索'}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
          />
          <Button variant="contained" size="small" onClick={search}>
            搜索
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" aria-live="polite">{`已选 ${picked.length} 项`}</Typography>
        <Table size="small" aria-label={`${source.title}列表`}>
          <TableBody>
            {page.items.map((item) => {
              const chosen = picked.some((other) => other.id === item.id);
              return (
                <TableRow key={item.id} hover onClick={() => toggle(item)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Checkbox size="small" checked={chosen} disabled={!chosen && full} slotProps={{ input: { 'aria-label': `选择 ${item.label}` } }} onClick={(event) => event.stopPropagation()} onChange={() => toggle(item)} />
                  </TableCell>
                  <TableCell sx={{ width: 48 }}>{item.image ? <Box component="img" src={item.image} alt="" sx={{ width: 36, height: 36, objectFit: 'cover', display: 'block' }} /> : null}</TableCell>
                  <TableCell>{item.label}</TableCell>
                </TableRow>
              );
            })}
            {!page.loading && page.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3} align="center">
                  暂无数据
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={page.total}
          page={query.page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setQuery((now) => ({ ...now, page: next }))}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共 ${count} 条`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button variant="contained" onClick={() => onChoose(picked)}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
