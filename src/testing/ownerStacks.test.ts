import * as React from 'react';

// setupTests.ts switches owner stacks off for every test file; these tests read React there.
type DevElement = React.ReactElement & { _debugStack?: unknown };

describe('React owner stacks in tests', () => {
  it('captures no stack per element: every element shares React’s one generic stack', () => {
    const first = React.createElement('div') as DevElement;
    const second = React.createElement('span') as DevElement;
    expect(first._debugStack).toBeInstanceOf(Error);
    expect(second._debugStack).toBe(first._debugStack);
  });

  it('stays off after React resets its counter (each second of rendering)', () => {
    const internals = (React as unknown as Record<string, Record<string, unknown>>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    if (!internals) throw new Error('React 19 internals not found');
    internals.recentlyCreatedOwnerStacks = 0;
    const first = React.createElement('div') as DevElement;
    expect((React.createElement('div') as DevElement)._debugStack).toBe(first._debugStack);
  });
});
