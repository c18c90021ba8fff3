import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { RecordGate, useFirstAnswer } from './RecordGate';

describe('useFirstAnswer', () => {
  it('keeps the first answer, whatever later refetches bring', () => {
    const { result, rerender } = renderHook(({ data }: { data: string | undefined }) => useFirstAnswer(data), { initialProps: { data: undefined as string | undefined } });
    expect(result.current).toBeUndefined();
    rerender({ data: '第一次' });
    expect(result.current).toBe('第一次');
    rerender({ data: '另一个标签页保存后' });
    rerender({ data: undefined });
    expect(result.current).toBe('第一次');
  });
});

describe('RecordGate', () => {
  const gate = (props: { record?: string; failed?: boolean; onRetry?: () => void }) => (
    <RecordGate record={props.record} failed={props.failed ?? false} onRetry={props.onRetry ?? (() => undefined)} label="商品表单" loading="商品加载中" failure="商品加载失败">
      {(record) => <p>表单：{record}</p>}
    </RecordGate>
  );

  it('waits with a spinner, then renders the form with the record', () => {
    const { rerender } = render(gate({}));
    expect(screen.getByRole('region', { name: '商品表单' })).toContainElement(screen.getByRole('progressbar', { name: '商品加载中' }));
    rerender(gate({ record: '口红' }));
    expect(screen.getByText('表单：口红')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the record could not be loaded and asks again on 重试', () => {
    const onRetry = jest.fn();
    render(gate({ failed: true, onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('商品加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
