import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
      frames[handle - 1] = () => undefined;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('runs the callback in a task after the next frame, once', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(50);
    expect(callback).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway when no frame comes (a hidden tab), once', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledTimes(1);
    frames[0]?.(0);
    jest.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterNextPaint(callback);
    frames[0]?.(0);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
