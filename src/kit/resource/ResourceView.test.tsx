import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpEvents } from '../../api/httpEvents';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { fakeHttp } from '../../testing/fakeHttp';
import { fakeResource } from '../../testing/fakeResource';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fieldsOf } from './fields';
import { ResourceView, useResourcePage } from './ResourcePage';
import { SectionHeading } from './SectionHeading';

/* The view's heading and the page's word after a delete, as 角色管理 uses them beside 菜单分配. */
const shape = { id: wire.id, name: wire.name };
type Group = RowOf<typeof shape>;
const groups = defineResource({
  name: 'kitGroup',
  title: '分组',
  url: 'api/kitGroup',
  row: wireRow(shape),
  idOf: (group: Group) => group.id,
  labelOf: (group) => group.name,
  newForm: () => ({ name: '' }) as { id?: number; name: string },
  formOf: (group) => ({ id: group.id, name: group.name }),
  bodyOf: (form) => form,
});
const fields = [fieldsOf<Group, { name: string }>().text('name', '名称')];

function GroupsBesidePanel() {
  const [chosen, setChosen] = useState<number>();
  const state = useResourcePage({ resource: groups, fields, onDeleted: (ids) => setChosen((id) => (id !== undefined && ids.includes(id) ? undefined : id)) });
  return (
    <>
      <ResourceView state={state} label="分组列表" header={<SectionHeading title="分组列表" />} table={{ onRowClick: (group) => setChosen(group.id), activeRow: (group) => group.id === chosen }} />
      <output aria-label="已选">{chosen ?? '无'}</output>
    </>
  );
}

async function setup() {
  const backend = fakeResource({
    url: 'api/kitGroup',
    records: [
      { id: 1, name: '华东' },
      { id: 2, name: '华南' },
    ],
    refuse: { remove: (ids) => (ids.includes(2) ? '分组中还有成员' : undefined) },
  });
  await fakeHttp(backend.routes);
  renderWithProviders(<GroupsBesidePanel />, { session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByText('华南');
}

const confirmDelete = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: `删除 ${name}` }));
  await userEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
};

describe('ResourceView beside another panel', () => {
  it('shows the section’s name as its heading', async () => {
    await setup();
    expect(within(screen.getByRole('region', { name: '分组列表' })).getByRole('heading', { name: '分组列表' })).toBeInTheDocument();
  });

  it('tells the page of a delete the server accepted, and of no refused one', async () => {
    await setup();
    await userEvent.click(screen.getByText('华南'));
    expect(screen.getByRole('status', { name: '已选' })).toHaveTextContent('2');
    const refusals: string[] = [];
    const stop = httpEvents.subscribe((event) => refusals.push(event.error.message));
    await confirmDelete('华南');
    await waitFor(() => expect(refusals).toEqual(['分组中还有成员']));
    stop();
    // The delete has settled (its button is free again) without a word to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: '删除 华南' })).toBeEnabled());
    expect(screen.getByText('华南')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '已选' })).toHaveTextContent('2');

    await userEvent.click(screen.getByText('华东'));
    await confirmDelete('华东');
    await waitFor(() => expect(screen.queryByText('华东')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '已选' })).toHaveTextContent('无');
  });
});
