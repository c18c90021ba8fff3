import { useId, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import type { Forest } from '@/kit/tree/forest';
import { TreeSelect } from '@/kit/tree/TreeSelect';
import { subtreeIds } from '@/kit/tree/walks';
import { fieldsFor, menus, TOP_LEVEL_PID, type MenuBody, type MenuForm, type MenuType } from '@/entities/menu/menu';
import type { MenuNode } from '@/entities/menu/menuNode';
import { IconPicker } from './IconPicker';
import { checkMenuForm, MENU_TYPES, titleLabel, validateMenuForm, type MenuFormField } from './menuForm';

export interface MenuDialogProps {
  /** The form it opens with (a new menu's defaults, or the edited menu). */
  initial: MenuForm;
  /** 新增菜单 or 编辑菜单. */
  title: string;
  /** 上级类目's tree: 顶级类目 and the menus below it (menuTree.ts). */
  parents: Forest<MenuNode>;
  parentsLoading: boolean;
  onClose: () => void;
  /** After the server accepted (the list says 新增成功 / 编辑成功 and closes it). */
  onSaved: () => void;
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
/** The checked fields in the order they are shown: a refused form focuses the first wrong one. */
const CHECKED_FIELDS: readonly MenuFormField[] = ['name', 'path', 'component', 'sort'];
const labelOf = (node: MenuNode) => node.label;

/**
 * 新增 / 编辑 a menu (eladmin's menu form): the fields follow the type (目录, 菜单,
 * 按钮); everything is checked before sending, and a refusal keeps the dialog open
 * with the input and the server's message.
 */
export function MenuDialog({ initial, title, parents, parentsLoading, onClose, onSaved }: MenuDialogProps) {
  const fieldId = useId();
  const typeId = useId();
  const [createMenu] = menus.useCreate();
  const [updateMenu] = menus.useUpdate();
  const editing = initial.id !== undefined;
  const { values: form, errors, serverError, submitting, set, field: fieldProps, submit } = useFormDialog<MenuForm, MenuBody>({
    initial,
    check: checkMenuForm,
    save: (body) => (body.id === undefined ? createMenu(body) : updateMenu(body)).unwrap(),
    onSaved,
  });
  const shown = fieldsFor(form);
  // The edited menu and its descendants cannot become its parent.
  const excluded = useMemo(() => new Set(initial.id === undefined ? [] : subtreeIds(parents, initial.id)), [parents, initial.id]);

  const send = () => {
    const found = validateMenuForm(form);
    const first = CHECKED_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${fieldId}-${first}`)?.focus();
    void submit();
  };

  const text = (field: 'name' | 'path' | 'component' | 'componentName' | 'permission' | 'sort', label: string, extra: { placeholder?: string; helper?: ReactNode; required?: boolean; inputMode?: 'numeric' } = {}) => (
    <TextField
      id={`${fieldId}-${field}`}
      label={label}
      size="small"
      fullWidth
      required={extra.required}
      {...fieldProps(field)}
      helperText={errors[field] ?? extra.helper}
      placeholder={extra.placeholder}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: field === 'sort' ? 5 : 255 } }}
    />
  );

  return (
    <FormDialog title={title} submitting={submitting} serverError={serverError} onSubmit={send} onClose={onClose} maxWidth="md" closeOnBackdropClick={false}>
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
      <TreeSelect
        label="上级类目"
        forest={parents}
        labelOf={labelOf}
        value={[form.pid]}
        onChange={([pid]) => set('pid', pid ?? TOP_LEVEL_PID)}
        initiallyExpanded={[TOP_LEVEL_PID]}
        isDisabled={(node) => excluded.has(node.id)}
        valueLabels={parentsLoading ? { [form.pid]: '加载中…' } : undefined}
        helperText={editing ? '不能选择自己或自己的下级菜单' : undefined}
      />
    </FormDialog>
  );
}
