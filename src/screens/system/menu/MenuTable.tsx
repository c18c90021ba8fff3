import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DeletePopover } from '../../../kit/crud/DeletePopover';
import { TreeTableToggle } from '../../../kit/tree/TreeTableToggle';
import type { VisibleRow } from '../../../kit/tree/walks';
import { menuIcon } from '../../../shared/icons/menuIcons';
import type { MenuDto } from './menuDto';

export interface MenuTableProps {
  /** The rows shown: the roots and the children of open rows (the kit's visibleRows). */
  rows: readonly VisibleRow<MenuDto>[];
  onToggle: (id: number) => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (menu: MenuDto) => void;
  /** The row's delete confirmation, which names what goes with it. */
  deleteMessage: (menu: MenuDto) => string;
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
export function MenuTable({ rows, onToggle, canEdit, canDelete, onEdit, deleteMessage, onDelete, empty }: MenuTableProps) {
  const actions = canEdit || canDelete;
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
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={actions ? 10 : 9} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const menu = row.node.item;
              return (
                <TableRow key={menu.id} hover data-menu-id={menu.id}>
                  <TableCell component="th" scope="row" sx={stickyCell}>
                    <TreeTableToggle row={row} name={menu.name} onToggle={onToggle}>
                      <Box component="span" sx={nowrap}>
                        {menu.name}
                      </Box>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, ...nowrap }}>
                        {TYPE_LABELS[menu.type]}
                      </Typography>
                    </TreeTableToggle>
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
                      {canDelete ? <DeletePopover label={`删除 ${menu.name}`} message={deleteMessage(menu)} onConfirm={() => onDelete(menu)} /> : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
