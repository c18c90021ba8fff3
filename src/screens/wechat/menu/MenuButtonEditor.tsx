import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MENU_TYPES, type MenuButtonDraft, type MenuType } from '@/entities/wechatMenu/wechatMenu';

interface Props {
  button: MenuButtonDraft;
  isSub: boolean;
  canEdit: boolean;
  onChange: (button: MenuButtonDraft) => void;
  onRemove: () => void;
}

/** One button's inputs: its name, and unless it has sub-menus its type and that type's inputs. */
export function MenuButtonEditor({ button, isSub, canEdit, onChange, onRemove }: Props) {
  const input = (key: 'name' | 'key' | 'url' | 'appId' | 'pagePath', label: string, max: number) => (
    <TextField
      label={label}
      size="small"
      value={button[key]}
      disabled={!canEdit}
      onChange={(event) => onChange({ ...button, [key]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 260, maxWidth: 520 }} role="group" aria-label={isSub ? '子菜单设置' : '菜单设置'}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">{isSub ? '子菜单' : '菜单'}</Typography>
        {canEdit ? (
          <Button color="error" size="small" onClick={onRemove}>
            删除
          </Button>
        ) : null}
      </Stack>
      {input('name', '菜单名称', 60)}
      {!isSub && button.subButtons.length > 0 ? (
        <Alert severity="info">已添加子菜单，仅可设置菜单名称。</Alert>
      ) : (
        <>
          <TextField select label="菜单类型" size="small" value={button.type} disabled={!canEdit} onChange={(event) => onChange({ ...button, type: event.target.value as MenuType })}>
            {MENU_TYPES.map((t) => (
              <MenuItem key={t.value} value={t.value}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          {button.type === 'click' ? input('key', '关键字', 128) : null}
          {button.type === 'view' ? input('url', '跳转地址', 1024) : null}
          {button.type === 'miniprogram' ? (
            <>
              {input('appId', 'appId', 32)}
              {input('url', '备用网页url', 1024)}
              {input('pagePath', '小程序路径', 256)}
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
