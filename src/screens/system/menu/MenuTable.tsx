import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { menuIcon } from '../../../shared/icons/menuIcons';
import type { MenuDto } from './menuDto';

export interface MenuTableProps {
  menus: readonly MenuDto[];
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (menu: MenuDto) => void;
  onDelete: (menu: MenuDto) => void;
  /** Shown in the body when there are no rows. */
  empty: string;
}

const TYPE_LABELS = ['目录', '菜单', '按钮'] as const;
const yesNo = (value: boolean) => (value ? '是' : '否');

// The title column stays in view while the rest scrolls sideways on a narrow screen.
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 200 } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const clipped = { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function MenuIconCell({ name }: { name: string | null }) {
  if (!name) return null;
  const Icon = menuIcon(name);
  // titleAccess: announced as an image named after the icon, with the name on hover.
  return <Icon fontSize="small" titleAccess={name} sx={{ verticalAlign: 'middle' }} />;
}

/** Text that may be long (a path, a component): clipped, with the whole value in the native tooltip. */
const Clipped = ({ value }: { value: string | null }) => (
  <Box component="span" title={value ?? undefined} sx={{ display: 'block', ...clipped }}>
    {value ?? ''}
  </Box>
);

/**
 * The menu tree as a table (eladmin's tree table): each row with children has an
 * expand arrow; children sit indented below their parent while it is open.
 */
export function MenuTable({ menus, expanded, onToggle, canEdit, canDelete, onEdit, onDelete, empty }: MenuTableProps) {
  const actions = canEdit || canDelete;

  const rows = (list: readonly MenuDto[], depth: number): ReactNode =>
    list.map((menu) => {
      const hasChildren = menu.children.length > 0;
      const open = hasChildren && expanded.has(menu.id);
      return (
        <Fragment key={menu.id}>
          <TableRow hover data-menu-id={menu.id}>
            <TableCell component="th" scope="row" sx={stickyCell}>
              <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
                {hasChildren ? (
                  <IconButton size="small" aria-label={`${open ? '收起' : '展开'} ${menu.name}`} aria-expanded={open} onClick={() => onToggle(menu.id)} sx={{ p: 0.25, mr: 0.5 }}>
                    {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                ) : (
                  <Box component="span" sx={{ width: 28, flexShrink: 0 }} />
                )}
                <Box component="span" sx={nowrap}>
                  {menu.name}
                </Box>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, ...nowrap }}>
                  {TYPE_LABELS[menu.type]}
                </Typography>
              </Box>
            </TableCell>
            <TableCell align="center">
              <MenuIconCell name={menu.icon} />
            </TableCell>
            <TableCell align="center">{menu.sort}</TableCell>
            <TableCell>
              <Clipped value={menu.permission} />
            </TableCell>
            <TableCell>
              <Clipped value={menu.path} />
            </TableCell>
            <TableCell>
              <Clipped value={menu.component} />
            </TableCell>
            <TableCell align="center">{yesNo(!menu.hidden)}</TableCell>
            <TableCell align="center">{yesNo(menu.cache)}</TableCell>
            <TableCell sx={nowrap}>{menu.createTime}</TableCell>
            {actions ? (
              <TableCell sx={nowrap}>
                {canEdit ? (
                  <Button size="small" onClick={() => onEdit(menu)} aria-label={`编辑 ${menu.name}`}>
                    编辑
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button size="small" color="error" onClick={() => onDelete(menu)} aria-label={`删除 ${menu.name}`}>
                    删除
                  </Button>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
          {open ? rows(menu.children, depth + 1) : null}
        </Fragment>
      );
    });

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="菜单列表" sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyCell, zIndex: 2 }}>菜单标题</TableCell>
            <TableCell align="center" sx={nowrap}>
              图标
            </TableCell>
            <TableCell align="center" sx={nowrap}>
              排序
            </TableCell>
            <TableCell sx={nowrap}>权限标识</TableCell>
            <TableCell sx={nowrap}>路由地址</TableCell>
            <TableCell sx={nowrap}>组件路径</TableCell>
            <TableCell align="center" sx={nowrap}>
              可见
            </TableCell>
            <TableCell align="center" sx={nowrap}>
              缓存
            </TableCell>
            <TableCell sx={nowrap}>创建日期</TableCell>
            {actions ? <TableCell sx={nowrap}>操作</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {menus.length === 0 ? (
            <TableRow>
              <TableCell colSpan={actions ? 10 : 9} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows(menus, 0)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
