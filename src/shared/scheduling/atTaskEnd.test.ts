import { atTaskEnd } from './atTaskEnd';

describe('atTaskEnd', () => {
  it('runs nothing while the queuing code runs, then everything queued meanwhile, in order', async () => {
    const ran: string[] = [];
    atTaskEnd(() => ran.push('a'));
    atTaskEnd(() => ran.push('b'));
    ran.push('sync');
    expect(ran).toEqual(['sync']);
    await Promise.resolve();
    expect(ran).toEqual(['sync', 'a', 'b']);
  });

  it('can take a callback out before it runs', async () => {
    const ran: string[] = [];
    const cancel = atTaskEnd(() => ran.push('cancelled'));
    atTaskEnd(() => ran.push('kept'));
    cancel();
    await Promise.resolve();
    expect(ran).toEqual(['kept']);
  });

  it('runs before the next task', async () => {
    const ran: string[] = [];
    setTimeout(() => ran.push('next task'), 0);
    atTaskEnd(() => ran.push('queued'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['queued', 'next task']);
  });
});
