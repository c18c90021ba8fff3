import { inNextTask } from './nextTask';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inNextTask', () => {
  it('runs nothing in the current task, then everything queued meanwhile, in order', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('a'));
    inNextTask(() => ran.push('b'));
    await Promise.resolve();
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['a', 'b']);
  });

  it('can take a callback out before it runs', async () => {
    const ran: string[] = [];
    const cancel = inNextTask(() => ran.push('cancelled'));
    inNextTask(() => ran.push('kept'));
    cancel();
    await nextTask();
    expect(ran).toEqual(['kept']);
  });
});
