import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { quickUser } from '../../testing/quickUser';
import type { PickedItem, PickSource } from './fields';
import { PickInput } from './PickInput';

/*
 * Records picked from another list in a dialog over the form (issue 32), over a made-up
 * list of 25 records: search, pages, ticks kept across pages, 确定 / 取消, chips removed.
 */
const RECORDS: PickedItem[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, label: `记录${i + 1}`, image: i === 0 ? '/a.png' : '' }));
const asked: Array<{ page: number; size: number; search: string }> = [];
const source: PickSource = {
  title: '选择记录',
  searchLabel: '记录名称',
  max: 3,
  usePage: (args) => {
    asked.push(args);
    const found = RECORDS.filter((r) => r.label.includes(args.search));
    return { items: found.slice(args.page * args.size, (args.page + 1) * args.size), total: found.length, loading: false };
  },
};

function Form({ start = [] }: { start?: PickedItem[] }) {
  const [value, setValue] = useState<PickedItem[]>(start);
  return (
    <>
      <PickInput label="记录" source={source} value={value} onChange={setValue} required error={value.length === 0 ? '请选择记录' : undefined} />
      <output>{value.map((r) => r.id).join(',')}</output>
    </>
  );
}

const user = quickUser();
const picker = () => screen.getByRole('dialog', { name: '选择记录' });

describe('PickInput', () => {
  it('picks records across pages and searches, up to its most; 确定 fills the field in the order picked', async () => {
    render(<Form />);
    expect(screen.getByText('请选择记录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '选择记录' }));
    expect(within(picker()).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(picker()).getByRole('checkbox', { name: '选择 记录2' }));
    await user.click(within(picker()).getByRole('button', { name: /next page|下一页/i }));
    await user.click(within(picker()).getByRole('checkbox', { name: '选择 记录12' }));
    await user.type(within(picker()).getByRole('textbox', { name: '记录名称' }), '记录2{Enter}');
    expect(asked.at(-1)).toEqual({ page: 0, size: 10, search: '记录2' });
    expect(within(picker()).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['选择 记录2', '选择 记录20', '选择 记录21', '选择 记录22', '选择 记录23', '选择 记录24', '选择 记录25']);
    expect(within(picker()).getByRole('checkbox', { name: '选择 记录2' })).toBeChecked();
    await user.click(within(picker()).getByRole('checkbox', { name: '选择 记录20' }));
    expect(within(picker()).getByText('已选 3 项')).toBeInTheDocument();
    expect(within(picker()).getByRole('checkbox', { name: '选择 记录21' })).toBeDisabled();
    await user.click(within(picker()).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2,12,20');
    await user.click(screen.getByRole('button', { name: '移除 记录12' }));
    expect(screen.getByRole('status')).toHaveTextContent('2,20');
  });

  it('取消 leaves the field as it was', async () => {
    render(<Form start={[RECORDS[0]!]} />);
    await user.click(screen.getByRole('button', { name: '选择记录' }));
    await user.click(within(picker()).getByRole('checkbox', { name: '选择 记录1' }));
    await user.click(within(picker()).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});
