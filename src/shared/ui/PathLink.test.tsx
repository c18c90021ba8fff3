import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { NavigateContext } from '../routing/NavigateContext';
import { PathLink } from './PathLink';

function Where() {
  return <p>在 {useLocation().pathname}</p>;
}

describe('PathLink', () => {
  it('goes to its path on a plain click and leaves modified clicks to the browser', () => {
    const navigate = jest.fn();
    render(
      <NavigateContext.Provider value={navigate}>
        <PathLink to="/system/dict?page=2">字典管理</PathLink>
      </NavigateContext.Provider>,
    );
    const link = screen.getByRole('link', { name: '字典管理' });
    expect(link).toHaveAttribute('href', '/system/dict?page=2');
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/system/dict?page=2');
  });

  it('is not re-rendered when the location changes', async () => {
    // Profiler reports every commit inside it, the link's own re-renders included.
    const renders = jest.fn();
    const Tab = memo(function Tab() {
      return (
        <Profiler id="link" onRender={renders}>
          <PathLink to="/a">甲</PathLink>
        </Profiler>
      );
    });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Tab />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(
      <NavigateContext.Provider value={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
      </NavigateContext.Provider>,
    );
    const before = renders.mock.calls.length;
    await act(() => router.navigate('/b'));
    expect(screen.getByText('在 /b')).toBeInTheDocument();
    expect(renders.mock.calls.length).toBe(before);
    fireEvent.click(screen.getByRole('link', { name: '甲' }));
    expect(await screen.findByText('在 /a')).toBeInTheDocument();
  });

  it("is React Router's link without the app's navigate (a widget under a bare router)", async () => {
    const router = createMemoryRouter([{ path: '*', element: <><PathLink to="/b">乙</PathLink><Where /></> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: '乙' }));
    expect(await screen.findByText('在 /b')).toBeInTheDocument();
  });
});
