import type { GroupField, GroupForm, GroupResource, GroupRow } from '../../api/resource/defineGroup';
import { ColourInput, ColourSwatch, COLOUR, colourMessage } from './ColourInput';
import { fieldsOf, type Choice, type Field } from './fields';
import { ResourcePage } from './ResourcePage';

const f = fieldsOf<GroupRow, GroupForm>();

/** 状态 (CONTRACT-MEMBERS 5.7): 显示 when 1, else 不显示. */
const SHOWN: readonly Choice[] = [
  { value: 1, label: '显示', colour: 'success' },
  { value: 0, label: '不显示', colour: 'default' },
];

/** One key of the group as the kit's field: its column (read from `map`) and its input. */
function fieldOf(g: GroupField): Field<GroupRow, GroupForm> {
  const value = (row: GroupRow) => row.map[g.key];
  const label = g.formLabel ?? g.label;
  if (g.shown === false) return f.text(g.key, g.label, { column: false });
  switch (g.kind) {
    case 'picture':
      return f.picture(g.key, g.label, { value, form: { key: g.key, label, required: g.required, hint: g.size ? `建议尺寸 ${g.size}` : undefined } });
    case 'colour':
      return f.custom(g.key, g.label, {
        value,
        render: (row) => <ColourSwatch value={String(row.map[g.key] ?? '')} />,
        form: { key: g.key, label },
        input: ({ value: typed, set, error }) => <ColourInput label={label} value={String(typed ?? '')} set={set} error={error} />,
      });
    case 'number':
      return f.number(g.key, g.label, { value, form: { key: g.key, label, required: g.required, min: g.min, max: g.max } });
    case 'money':
      return f.money(g.key, g.label, { value, form: { key: g.key, label, required: g.required, min: g.min, max: g.max } });
    default:
      return f.text(g.key, g.label, { value, form: { key: g.key, label, required: g.required, max: g.max } });
  }
}

/** The colours typed, checked as the server checks them (a custom input is not checked by the kit). */
const colourCheck = (fields: readonly GroupField[]) => (form: GroupForm) =>
  Object.fromEntries(
    fields.filter((g) => g.kind === 'colour').map((g) => {
      const text = String(form[g.key] ?? '').trim();
      return [g.key, text === '' || COLOUR.test(text) ? undefined : colourMessage(g.formLabel ?? g.label)];
    }),
  );

/**
 * A group of yshop's group data as a whole screen (CONTRACT-MEMBERS 5.7): ID, the group's
 * keys, 排序 and 状态 (显示 / 不显示) in 排序 order, pictures as thumbnails; 新增 / 编辑 with
 * the keys' inputs (pictures from the library, their recommended size said), 排序 and
 * 是否显示, saying yshop's 添加成功 / 修改成功; 删除 by path. The list always asks its own `groupName`.
 */
export function GroupPage({ group }: { group: GroupResource }) {
  const { spec } = group;
  return (
    <ResourcePage
      resource={group}
      label={spec.label}
      fixedFilters={{ groupName: spec.group }}
      listOptions={{ addedMessage: '添加成功', editedMessage: '修改成功' }}
      formCheck={colourCheck(spec.fields)}
      fields={[
        f.number('id', 'ID'),
        ...spec.fields.map(fieldOf),
        f.number('sort', '排序', { form: { key: 'sort', required: '请输入排序', min: 0, max: 99_999 } }),
        f.choice('status', '状态', { choices: SHOWN }),
        f.status('shown', '是否显示', { column: false, labels: { on: '是', off: '否' }, form: { key: 'status' } }),
      ]}
    />
  );
}
