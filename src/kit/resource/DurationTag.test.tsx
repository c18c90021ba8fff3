import { render, screen } from '@testing-library/react';
import { DurationTag } from './DurationTag';
import { durationTone } from './durationTone';

describe('请求耗时', () => {
  it.each([
    [0, 'plain'],
    [300, 'plain'],
    [301, 'warning'],
    [1000, 'warning'],
    [1001, 'danger'],
  ] as const)('is %i ms: %s', (ms, tone) => {
    expect(durationTone(ms)).toBe(tone);
  });

  it('shows {n}ms in a tag of its tone, and - without a duration', () => {
    const { rerender } = render(<DurationTag ms={1001} />);
    expect(screen.getByText('1001ms').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('1001ms').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    rerender(<DurationTag ms={301} />);
    expect(screen.getByText('301ms').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    rerender(<DurationTag ms={300} />);
    expect(screen.getByText('300ms').closest('.MuiChip-root')).toHaveClass('MuiChip-colorDefault');
    rerender(<DurationTag ms={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
