import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import viewPaths from './viewPaths.json';
import { viewRegistry } from './viewRegistry';

const screens = path.resolve(__dirname, '../../screens');

describe('the view paths', () => {
  it('are each a module of src/screens whose default export is a page', async () => {
    for (const view of viewPaths) {
      const module = (await import(`../../screens/${view}`)) as { default?: unknown };
      expect([view, typeof module.default]).toEqual([view, 'function']);
    }
  });

  it('take the menus’ forms: area/screen/index, deeper folders, a folder of its own, and several views in one folder', () => {
    // `user/center` is a folder with an index; `monitor/log/index` and `monitor/log/errorLog` share a folder.
    expect(statSync(path.join(screens, 'user/center')).isDirectory()).toBe(true);
    expect(existsSync(path.join(screens, 'monitor/log/errorLog.tsx'))).toBe(true);
    expect(new Set(viewPaths).size).toBe(viewPaths.length);
  });

  it('are all in the registry, with the dashboard', () => {
    expect(Object.keys(viewRegistry).sort()).toEqual(['dashboard/index', ...viewPaths].sort());
  });
});

describe('the screen folders', () => {
  it('each hold a listed view, so the generated screen fence covers every one', () => {
    const folderOf = (view: string) => (existsSync(path.join(screens, view)) && statSync(path.join(screens, view)).isDirectory() ? view : path.dirname(view));
    const fenced = new Set(viewPaths.map(folderOf));
    const withCode = (dir: string): string[] => {
      const entries = readdirSync(path.join(screens, dir), { withFileTypes: true });
      const own = entries.some((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) ? [dir] : [];
      return [...own, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => withCode(path.posix.join(dir, entry.name)).filter(() => !fenced.has(dir)))];
    };
    const folders = readdirSync(screens, { withFileTypes: true }).filter((entry) => entry.isDirectory()).flatMap((entry) => withCode(entry.name));
    expect(folders.filter((folder) => !fenced.has(folder))).toEqual([]);
  });
});
