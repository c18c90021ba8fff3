import { memo, useState, type Dispatch, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { styled } from '@mui/material/styles';
import type { CateOption } from '@/entities/product/cateOptions';
import type { NamedOption } from '@/entities/product/productApi';
import { MAX_SLIDES, type ProductField, type SwitchKey } from '@/entities/product/productForm';
import type { FormAction, PictureTarget } from './productFormState';

type Errors = Partial<Record<ProductField, string>>;

const SectionBox = styled('section')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2), marginBottom: theme.spacing(3) }));
const SectionTitle = styled('h2')(({ theme }) => ({ ...theme.typography.subtitle1, fontWeight: 600, margin: 0 }));

/** A section of the form: a heading and its inputs (static styles: it is drawn on every keystroke of the SKU table). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionBox aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </SectionBox>
  );
}

/** Two choices as radios (上架 / 下架, 开启 / 关闭), named by their label. */
export function Choice<V extends string | number>({ label, value, options, onChange }: { label: string; value: V; options: readonly (readonly [V, string])[]; onChange: (value: V) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <FormLabel sx={{ minWidth: 96 }}>{label}</FormLabel>
      <RadioGroup row aria-label={label} value={String(value)} onChange={(event) => onChange(options.find(([v]) => String(v) === event.target.value)![0])}>
        {options.map(([v, text]) => (
          <FormControlLabel key={String(v)} value={String(v)} control={<Radio size="small" />} label={text} />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** A URL typed, or chosen in the picture library's dialog, with its preview. */
function PictureField({ label, value, error, onChange, onChoose }: { label: string; value: string; error: string | undefined; onChange: (url: string) => void; onChoose: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {value ? <Box component="img" src={value} alt={`${label}预览`} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} /> : null}
      <TextField label={label} required size="small" fullWidth value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} />
      <Button variant="outlined" size="small" sx={{ flexShrink: 0, mt: 0.5 }} onClick={onChoose} aria-label={`选择图片：${label}`}>
        选择图片
      </Button>
    </Box>
  );
}

/** 商品轮播图: up to four pictures, each removable; a URL added by typing, or up to four chosen and ordered in the picture dialog. */
function Gallery({ value, error, dispatch, choose }: { value: readonly string[]; error: string | undefined; dispatch: Dispatch<FormAction>; choose: (target: PictureTarget) => void }) {
  const [draft, setDraft] = useState('');
  const full = value.length >= MAX_SLIDES;
  const add = () => {
    const url = draft.trim();
    if (url === '' || value.includes(url)) return;
    dispatch({ type: 'slides', value: [...value, url] });
    setDraft('');
  };
  return (
    <Box role="group" aria-label="商品轮播图" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {value.map((url, i) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box component="img" src={url} alt={`轮播图 ${i + 1}`} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            <IconButton size="small" aria-label={`移除轮播图 ${i + 1}`} onClick={() => dispatch({ type: 'slides', value: value.filter((u) => u !== url) })} sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}>
              <CloseRounded fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={`商品轮播图（最多${MAX_SLIDES}张）`}
          required
          size="small"
          fullWidth
          value={draft}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(error)}
          helperText={error}
        />
        <Button variant="outlined" size="small" sx={{ flexShrink: 0, mt: 0.5 }} disabled={full} onClick={add}>
          添加
        </Button>
        {/* Open even when full: the dialog also reorders and replaces them. */}
        <Button variant="outlined" size="small" sx={{ flexShrink: 0, mt: 0.5 }} onClick={() => choose({ kind: 'slider' })} aria-label="选择图片：商品轮播图">
          选择图片
        </Button>
      </Box>
    </Box>
  );
}

export interface BasicFieldsProps {
  store_name: string;
  cate_id: number | null;
  keyword: string;
  unit_name: string;
  store_info: string;
  image: string;
  slider_image: readonly string[];
  categories: readonly CateOption[];
  errors: Errors;
  dispatch: Dispatch<FormAction>;
  choose: (target: PictureTarget) => void;
}

/** 商品名称 ... 商品轮播图: drawn again only when one of them changes, not on a keystroke in the SKU table. */
export const BasicFields = memo(function BasicFields({ store_name, cate_id, keyword, unit_name, store_info, image, slider_image, categories, errors, dispatch, choose }: BasicFieldsProps) {
  const text = (key: 'store_name' | 'keyword' | 'unit_name' | 'store_info', label: string, value: string, placeholder: string, multiline = false) => (
    <TextField
      label={label}
      required
      size="small"
      placeholder={placeholder}
      value={value}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      onChange={(event) => dispatch({ type: 'field', key, value: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
    />
  );
  return (
    <Section title="基本信息">
      {text('store_name', '商品名称', store_name, '请输入商品名称')}
      <TextField
        select
        label="商品分类"
        required
        size="small"
        value={cate_id === null ? '' : String(cate_id)}
        onChange={(event) => dispatch({ type: 'field', key: 'cate_id', value: Number(event.target.value) })}
        error={Boolean(errors.cate_id)}
        helperText={errors.cate_id}
      >
        {categories.map((option) => (
          <MenuItem key={option.id} value={String(option.id)} disabled={option.level === 1} sx={option.level === 2 ? { pl: 4 } : undefined}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {text('keyword', '商品关键字', keyword, '请输入商品关键字')}
      {text('unit_name', '单位', unit_name, '请输入单位')}
      {text('store_info', '商品简介', store_info, '请输入商品简介', true)}
      <PictureField label="商品封面图" value={image} error={errors.image} onChange={(url) => dispatch({ type: 'field', key: 'image', value: url })} onChoose={() => choose({ kind: 'image' })} />
      <Gallery value={slider_image} error={errors.slider_image} dispatch={dispatch} choose={choose} />
    </Section>
  );
});

export interface MoreFieldsProps {
  temp_id: number | null;
  templates: readonly NamedOption[];
  ficti: string;
  give_integral: string;
  sort: string;
  switches: Readonly<Record<SwitchKey, 0 | 1>>;
  errors: Errors;
  dispatch: Dispatch<FormAction>;
}

const ON_OFF = [
  [1, '开启'],
  [0, '关闭'],
] as const;

const SWITCH_LABELS: readonly (readonly [SwitchKey, string])[] = [
  ['is_hot', '热卖单品'],
  ['is_benefit', '猜你喜欢'],
  ['is_best', '精品推荐'],
  ['is_new', '首发新品'],
  ['is_integral', '积分兑换'],
];

/** 运费模板, 虚拟销量, 购买返回积分, 排序, 佣金设置, 商品状态 and the switches. */
export const MoreFields = memo(function MoreFields({ temp_id, templates, ficti, give_integral, sort, switches, errors, dispatch }: MoreFieldsProps) {
  const number = (key: 'ficti' | 'give_integral' | 'sort', label: string, value: string) => (
    <TextField label={label} size="small" value={value} onChange={(event) => dispatch({ type: 'field', key, value: event.target.value })} error={Boolean(errors[key])} helperText={errors[key]} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
  );
  return (
    <Section title="其他设置">
      <TextField
        select
        label="运费模板"
        required
        size="small"
        value={temp_id === null ? '' : String(temp_id)}
        onChange={(event) => dispatch({ type: 'field', key: 'temp_id', value: Number(event.target.value) })}
        error={Boolean(errors.temp_id)}
        helperText={errors.temp_id}
      >
        {templates.map((template) => (
          <MenuItem key={template.id} value={String(template.id)}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
        {number('ficti', '虚拟销量', ficti)}
        {number('give_integral', '购买返回积分', give_integral)}
        {number('sort', '排序', sort)}
      </Box>
      <Choice
        label="佣金设置"
        value={switches.is_sub}
        options={[
          [1, '单独设置'],
          [0, '默认设置'],
        ]}
        onChange={(value) => dispatch({ type: 'switch', key: 'is_sub', value })}
      />
      <Choice
        label="商品状态"
        value={switches.is_show}
        options={[
          [1, '上架'],
          [0, '下架'],
        ]}
        onChange={(value) => dispatch({ type: 'switch', key: 'is_show', value })}
      />
      {SWITCH_LABELS.map(([key, label]) => (
        <Choice key={key} label={label} value={switches[key]} options={ON_OFF} onChange={(value) => dispatch({ type: 'switch', key, value })} />
      ))}
    </Section>
  );
});
