import { SessionHold } from './sessionHold';

describe('SessionHold', () => {
  it('delivers at once when not held', () => {
    const hold = new SessionHold();
    const notify = jest.fn();
    hold.pass(notify);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('keeps each notification once while held and delivers them in order on release', () => {
    const hold = new SessionHold();
    const seen: string[] = [];
    const a = () => seen.push('a');
    const b = () => seen.push('b');
    hold.hold();
    hold.pass(a);
    hold.pass(b);
    hold.pass(a);
    expect(seen).toEqual([]);
    hold.release();
    expect(seen).toEqual(['a', 'b']);
    hold.pass(b);
    expect(seen).toEqual(['a', 'b', 'b']);
  });

  it('does not deliver a dropped notification', () => {
    const hold = new SessionHold();
    const notify = jest.fn();
    hold.hold();
    hold.pass(notify);
    hold.drop(notify);
    hold.release();
    expect(notify).not.toHaveBeenCalled();
  });
});
