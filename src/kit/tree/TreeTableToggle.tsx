import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';

/*
 * The first cell's content of a tree table (部门管理, 菜单管理): the indent for the row's
 * depth, the expand arrow when it has (or may lazily have) children, and the label.
 * With useTreeExpansion, a screen maps `rows` to MUI TableRows:
 *   const { rows, toggle, loading } = useTreeExpansion({ forest, mayHaveChildren, loadChildren });
 *   rows.map((row) => <TableRow key={row.node.id}><TableCell><TreeTableToggle row={row} ... /></TableCell>...</TableRow>)
 */

export interface TreeTableToggleProps {
  row: { node: { id: number }; depth: number; expandable: boolean; expanded: boolean };
  /** The row's name, for the arrow's accessible name (展开 / 收起 {name}). */
  name: string;
  onToggle: (id: number) => void;
  loading?: boolean;
  children?: ReactNode;
}

const INDENT = 2.5;

export function TreeTableToggle({ row, name, onToggle, loading = false, children }: TreeTableToggleProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} style={{ paddingLeft: `${row.depth * INDENT * 8}px` }}>
      {loading ? (
        <Box component="span" sx={{ width: 28, display: 'inline-flex', justifyContent: 'center' }} aria-label={`正在加载 ${name} 的下级`}>
          <CircularProgress size={14} />
        </Box>
      ) : row.expandable ? (
        <IconButton size="small" aria-label={`${row.expanded ? '收起' : '展开'} ${name}`} aria-expanded={row.expanded} onClick={() => onToggle(row.node.id)} sx={{ p: 0.25, mr: 0.5 }}>
          {row.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box component="span" sx={{ width: 28, flexShrink: 0 }} />
      )}
      {children ?? name}
    </Box>
  );
}
