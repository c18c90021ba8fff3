import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyView } from './lazyView';

function Page() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>页面 {count}</button>;
}

const renderIn = (View: () => React.ReactNode) => render(<Suspense fallback={<p>页面加载中</p>}>{View()}</Suspense>);

describe('lazyView', () => {
  it('shows the loading bar while a page’s code is fetched, then the page', async () => {
    const { View } = lazyView(async () => ({ default: Page }));
    renderIn(() => <View />);
    expect(screen.getByText('页面加载中')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '页面 0' })).toBeInTheDocument();
  });

  it('mounts a page whose code was preloaded at once, never showing the loading bar', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const { View, preload } = lazyView(load);
    await preload();
    renderIn(() => <View />);
    expect(screen.queryByText('页面加载中')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '页面 0' })).toBeInTheDocument();
  });

  it('keeps a page mounted while loading as it is once loaded (its state is not lost by a later render)', async () => {
    const { View } = lazyView(async () => ({ default: Page }));
    const { rerender } = renderIn(() => <View />);
    fireEvent.click(await screen.findByRole('button', { name: '页面 0' }));
    await act(async () => rerender(<Suspense fallback={<p>页面加载中</p>}><View /></Suspense>));
    expect(screen.getByRole('button', { name: '页面 1' })).toBeInTheDocument();
  });

  it('lets a failed preload fail the page’s own load, not the preload’s caller', async () => {
    const failing = lazyView(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(failing.preload()).rejects.toThrow('ChunkLoadError');
  });
});
