import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('runs the task when the browser reports idle time, not before, and not once cancelled', () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = (handle: number) => void (idle[handle - 1] = () => undefined);
    const task = jest.fn();
    const dropped = jest.fn();
    whenIdle(task);
    whenIdle(dropped)();
    expect(task).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(task).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('falls back to a timer where idle time cannot be known', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, { fallback: 300 });
    jest.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
