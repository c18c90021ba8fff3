import { render } from '@testing-library/react';
import { memo, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the latest closure', async () => {
    const identities = new Set<unknown>();
    const Child = memo(function Child({ onPick }: { onPick: () => void }) {
      identities.add(onPick);
      return (
        <button type="button" onClick={onPick}>
          pick
        </button>
      );
    });
    const seen: number[] = [];
    function Parent() {
      const [count, setCount] = useState(0);
      const onPick = useStableCallback(() => seen.push(count));
      return (
        <>
          <button type="button" onClick={() => setCount((c) => c + 1)}>
            more
          </button>
          <Child onPick={onPick} />
        </>
      );
    }
    const { getByText } = render(<Parent />);
    await userEvent.click(getByText('more'));
    await userEvent.click(getByText('more'));
    await userEvent.click(getByText('pick'));
    expect(seen).toEqual([2]);
    expect(identities.size).toBe(1);
  });
});
