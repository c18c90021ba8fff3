import { Box, Button, Stack } from '@mui/material';
import { MAX_MENUS, MAX_SUB_MENUS, type MenuButtonDraft, type MenuPlace } from '@/entities/wechatMenu/wechatMenu';

interface Props {
  buttons: readonly MenuButtonDraft[];
  selected: MenuPlace | null;
  canEdit: boolean;
  onSelect: (place: MenuPlace) => void;
  onAddMenu: () => void;
  onAddSub: (menu: number) => void;
}

const same = (a: MenuPlace | null, b: MenuPlace) => a !== null && a.menu === b.menu && a.sub === b.sub;

/** A phone's bottom bar: the menus side by side, each with its sub-menus above it. */
export function MenuPreview({ buttons, selected, canEdit, onSelect, onAddMenu, onAddSub }: Props) {
  return (
    <Box role="group" aria-label="菜单预览" sx={{ width: 320, border: 1, borderColor: 'divider', borderRadius: 2, display: 'flex', flexDirection: 'column', minHeight: 420 }}>
      <Box sx={{ p: 1, textAlign: 'center', bgcolor: 'grey.900', color: 'common.white', borderRadius: '8px 8px 0 0' }}>公众号</Box>
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={0.5} sx={{ p: 0.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
        {buttons.map((b, menu) => (
          <Stack key={menu} spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            {b.subButtons.map((s, sub) => (
              <Button key={sub} size="small" variant={same(selected, { menu, sub }) ? 'contained' : 'outlined'} aria-label={`子菜单 ${s.name || '未命名'}`} onClick={() => onSelect({ menu, sub })} sx={{ textTransform: 'none' }}>
                {s.name || '未命名'}
              </Button>
            ))}
            {canEdit && b.subButtons.length < MAX_SUB_MENUS ? (
              <Button size="small" aria-label={`添加子菜单 ${b.name || '未命名'}`} onClick={() => onAddSub(menu)}>
                + 子菜单
              </Button>
            ) : null}
            <Button size="small" variant={same(selected, { menu, sub: null }) ? 'contained' : 'outlined'} aria-label={`菜单 ${b.name || '未命名'}`} onClick={() => onSelect({ menu, sub: null })} sx={{ textTransform: 'none' }}>
              {b.name || '未命名'}
            </Button>
          </Stack>
        ))}
        {canEdit && buttons.length < MAX_MENUS ? (
          <Button size="small" onClick={onAddMenu} sx={{ flex: 1 }}>
            添加菜单
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
