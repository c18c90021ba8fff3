import { renderHook } from '@testing-library/react';
import { useMountedOnceOpen } from './useMountedOnceOpen';

describe('useMountedOnceOpen', () => {
  it('is false until first opened, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useMountedOnceOpen(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
