import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';

/** A named list of values (a product's spec 颜色 with 红 and 白), as yshop's `{ value, detail }`. */
export interface NamedValues {
  value: string;
  detail: readonly string[];
}

export interface AttrsEditorProps {
  attrs: readonly NamedValues[];
  onChange: (attrs: NamedValues[]) => void;
  /** What a value may not be, in Chinese; undefined when it may (the characters a back end refuses). */
  valueProblem?: (value: string) => string | undefined;
  /** Off for a reader: values and specs shown, nothing to change. */
  editable?: boolean;
}

/**
 * The spec editor of yshop's product form and 商品规格 (CONTRACT-SHOP.md sections 11.3 and
 * 11.4): per spec its name (removable), its values as closable tags and an input to add one
 * (`请添加属性！` when empty, a value already there is dropped); 添加新规格 asks for a name and
 * a first value (`请添加完整的规格！`, a name already there is dropped).
 */
export const AttrsEditor = memo(function AttrsEditor({ attrs, onChange, valueProblem, editable = true }: AttrsEditorProps) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [first, setFirst] = useState('');
  const [problem, setProblem] = useState<string>();

  const replace = (index: number, attr: NamedValues) => onChange(attrs.map((old, i) => (i === index ? attr : old)));
  const remove = (index: number) => onChange(attrs.filter((_, i) => i !== index));

  const addSpec = () => {
    const spec = name.trim();
    const value = first.trim();
    if (spec === '' || value === '') return setProblem('请添加完整的规格！');
    const bad = valueProblem?.(value);
    if (bad) return setProblem(bad);
    setProblem(undefined);
    if (!attrs.some((attr) => attr.value === spec)) onChange([...attrs, { value: spec, detail: [value] }]);
    setName('');
    setFirst('');
    setAdding(false);
  };

  return (
    <Box role="group" aria-label="规格" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {attrs.map((attr, index) => (
        <AttrRow key={attr.value} attr={attr} editable={editable} valueProblem={valueProblem} onChange={(next) => replace(index, next)} onRemove={() => remove(index)} />
      ))}
      {editable && adding ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField size="small" label="规格" placeholder="请输入规格" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField size="small" label="规格值" placeholder="请输入规格值" value={first} onChange={(event) => setFirst(event.target.value)} />
          <Button variant="contained" size="small" onClick={addSpec}>
            确定
          </Button>
          <Button
            size="small"
            onClick={() => {
              setAdding(false);
              setProblem(undefined);
            }}
          >
            取消
          </Button>
        </Box>
      ) : null}
      {problem ? (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      ) : null}
      {editable && !adding ? (
        <Box>
          <Button variant="outlined" size="small" onClick={() => setAdding(true)}>
            添加新规格
          </Button>
        </Box>
      ) : null}
    </Box>
  );
});

interface AttrRowProps {
  attr: NamedValues;
  editable: boolean;
  valueProblem: ((value: string) => string | undefined) | undefined;
  onChange: (attr: NamedValues) => void;
  onRemove: () => void;
}

function AttrRow({ attr, editable, valueProblem, onChange, onRemove }: AttrRowProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const value = draft.trim();
    if (value === '') return setProblem('请添加属性！');
    const bad = valueProblem?.(value);
    if (bad) return setProblem(bad);
    setProblem(undefined);
    if (!attr.detail.includes(value)) onChange({ ...attr, detail: [...attr.detail, value] });
    setDraft('');
  };
  return (
    <Box role="group" aria-label={`规格 ${attr.value}`} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2">{attr.value}</Typography>
        {editable ? (
          <IconButton size="small" aria-label={`删除规格 ${attr.value}`} onClick={onRemove}>
            <CloseRounded fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        {attr.detail.map((value) => (
          <Chip
            key={value}
            label={value}
            size="small"
            color="primary"
            variant="outlined"
            onDelete={editable ? () => onChange({ ...attr, detail: attr.detail.filter((v) => v !== value) }) : undefined}
            aria-label={`${attr.value} ${value}`}
          />
        ))}
        {editable ? (
          <>
            <TextField
              size="small"
              placeholder="请输入属性名称"
              slotProps={{ htmlInput: { 'aria-label': `${attr.value}的新值` } }}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              sx={{ width: 160 }}
            />
            <Button size="small" variant="outlined" aria-label={`添加 ${attr.value}的值`} onClick={add}>
              添加
            </Button>
          </>
        ) : null}
      </Box>
      {problem ? (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      ) : null}
    </Box>
  );
}
