import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { IconPicker } from './IconPicker';
import { ParentPicker } from './ParentPicker';
import type { MenuBody, MenuTreeOption, MenuType } from './menuDto';
import { fieldsFor, MENU_TYPES, menuBodyOf, titleLabel, validateMenuForm, type MenuForm, type MenuFormField } from './menuForm';

export interface MenuDialogProps {
  /** The form it opens with (a new menu's defaults, or the edited menu). */
  initial: MenuForm;
  tree: readonly MenuTreeOption[] | undefined;
  treeLoading: boolean;
  saving: boolean;
  /** Sends the body; resolves with the server's refusal message, or undefined when saved. */
  onSubmit: (body: MenuBody) => Promise<string | undefined>;
  onClose: () => void;
}

function YesNo({ label, value, onChange }: { label: string; value: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id} sx={{ fontSize: 12 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={id} value={value ? 'yes' : 'no'} onChange={(event) => onChange(event.target.value === 'yes')}>
        <FormControlLabel value="yes" control={<Radio size="small" />} label="是" />
        <FormControlLabel value="no" control={<Radio size="small" />} label="否" />
      </RadioGroup>
    </FormControl>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(230px, 1fr))', alignItems: 'start' } as const;

/**
 * 新增 / 编辑 a menu (eladmin's menu form): the fields follow the type (目录, 菜单,
 * 按钮); everything is checked before sending, and a refusal keeps the dialog open
 * with the input and the server's message.
 */
export function MenuDialog({ initial, tree, treeLoading, saving, onSubmit, onClose }: MenuDialogProps) {
  const titleId = useId();
  const typeId = useId();
  const [form, setForm] = useState<MenuForm>(initial);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const editing = initial.id !== undefined;
  const shown = fieldsFor(form);
  const errors = checked ? validateMenuForm(form) : {};

  const set = <K extends keyof MenuForm>(key: K, value: MenuForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    const found = validateMenuForm(form);
    const first = (['name', 'path', 'component', 'sort'] as MenuFormField[]).find((field) => found[field]);
    if (first) {
      document.getElementById(`${titleId}-${first}`)?.focus();
      return;
    }
    setServerError(undefined);
    const refusal = await onSubmit(menuBodyOf(form));
    if (refusal !== undefined) setServerError(refusal);
  };

  const text = (field: 'name' | 'path' | 'component' | 'componentName' | 'permission' | 'sort', label: string, extra: { placeholder?: string; helper?: ReactNode; required?: boolean; inputMode?: 'numeric' } = {}) => {
    const error = field === 'componentName' || field === 'permission' ? undefined : errors[field];
    return (
      <TextField
        id={`${titleId}-${field}`}
        label={label}
        size="small"
        fullWidth
        required={extra.required}
        value={form[field]}
        onChange={(event) => set(field, event.target.value)}
        error={Boolean(error)}
        helperText={error ?? extra.helper}
        placeholder={extra.placeholder}
        slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: field === 'sort' ? 5 : 255 } }}
      />
    );
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not throw the input away.
        if (reason !== 'backdropClick' && !saving) onClose();
      }}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{editing ? '编辑菜单' : '新增菜单'}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <FormControl>
            <FormLabel id={typeId} sx={{ fontSize: 12 }}>
              菜单类型
            </FormLabel>
            <RadioGroup row aria-labelledby={typeId} value={String(form.type)} onChange={(event) => set('type', Number(event.target.value) as MenuType)}>
              {MENU_TYPES.map((type) => (
                <FormControlLabel key={type.value} value={String(type.value)} control={<Radio size="small" />} label={type.label} />
              ))}
            </RadioGroup>
          </FormControl>
          {shown.icon ? <IconPicker label="菜单图标" value={form.icon} onChange={(icon) => set('icon', icon)} /> : null}
          {shown.iFrame || shown.cache || shown.hidden ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
              {shown.iFrame ? <YesNo label="外链菜单" value={form.iFrame} onChange={(value) => set('iFrame', value)} /> : null}
              {shown.cache ? <YesNo label="菜单缓存" value={form.cache} onChange={(value) => set('cache', value)} /> : null}
              {shown.hidden ? <YesNo label="菜单可见" value={!form.hidden} onChange={(value) => set('hidden', !value)} /> : null}
            </Box>
          ) : null}
          <Box sx={grid}>
            {text('name', titleLabel(form.type), { required: true })}
            {shown.permission ? text('permission', '权限标识', { placeholder: '如 menu:list' }) : null}
            {shown.path
              ? text('path', form.iFrame ? '外链地址' : '路由地址', {
                  required: true,
                  placeholder: form.iFrame ? 'https://' : '如 menu',
                  helper: form.iFrame ? '以 http:// 或 https:// 开头' : undefined,
                })
              : null}
            {text('sort', '菜单排序', { required: true, inputMode: 'numeric', helper: '数字越小越靠前' })}
            {shown.componentName ? text('componentName', '组件名称', { placeholder: '如 Menu（缓存时需与页面名称一致）' }) : null}
            {shown.component ? text('component', '组件路径', { required: true, placeholder: '如 system/menu/index' }) : null}
          </Box>
          <ParentPicker label="上级类目" value={form.pid} onChange={(pid) => set('pid', pid)} tree={tree} loading={treeLoading} excludeId={initial.id} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            取消
          </Button>
          <Button variant="contained" type="submit" disabled={saving}>
            {saving ? '保存中…' : '确认'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
