import { render, screen, act, waitFor } from '@testing-library/react';
import { SessionContext } from '../../session/SessionContext';
import { fakeSession } from '../../testing/fakeSession';
import { hasPermission, PERMISSION_USAGE_ERROR } from './hasPermission';
import { Permission } from './Permission';

describe('hasPermission', () => {
  it('passes with at least one listed role', () => {
    expect(hasPermission(['editor', 'menu:list'], ['admin', 'menu:list'])).toBe(true);
    expect(hasPermission(['editor'], ['admin', 'menu:add'])).toBe(false);
  });

  it.each([[[]], [undefined]])('refuses a missing or empty list (%j) with the usage message', (required) => {
    expect(() => hasPermission(['admin'], required as string[] | undefined)).toThrow(PERMISSION_USAGE_ERROR);
    expect(PERMISSION_USAGE_ERROR).toContain(`v-permission="['admin','editor']"`);
  });
});

describe('<Permission>', () => {
  it('shows content only to holders of a listed role and follows role changes', async () => {
    const session = fakeSession({ roles: ['editor'] });
    render(
      <SessionContext.Provider value={session.handle}>
        <Permission roles={['admin', 'menu:add']}>
          <button type="button">新增</button>
        </Permission>
      </SessionContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    act(() => session.update({ roles: ['menu:add'] }));
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();
    act(() => session.update({ roles: ['editor'] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument());
  });
});
