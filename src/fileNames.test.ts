import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * Names that differ only by case (`Permission.tsx` beside `permission.ts`) are two files
 * on Linux and one on the default macOS and Windows disks, where `./permission` may then
 * load either. An import names a module without its extension, so stems are compared,
 * and folders too (`Foo/` beside `foo.ts` is the same clash).
 */
function caseClashes(files: readonly string[]): string[][] {
  const names = new Set<string>();
  for (const file of files) {
    const folders = file.split('/');
    const stem = folders.pop()!.replace(/\.[^.]+$/, '');
    folders.forEach((_folder, index) => names.add(folders.slice(0, index + 1).join('/')));
    names.add([...folders, stem].join('/'));
  }
  const byFolded = new Map<string, string[]>();
  for (const name of names) byFolded.set(name.toLowerCase(), [...(byFolded.get(name.toLowerCase()) ?? []), name]);
  return [...byFolded.values()].filter((group) => group.length > 1).map((group) => group.sort());
}

const repo = path.resolve(__dirname, '..');

describe('file names', () => {
  it('finds names that differ only by case, whatever the extension, and folders among them', () => {
    expect(
      caseClashes(['src/a/Permission.tsx', 'src/a/permission.ts', 'src/a/usePermission.ts', 'src/b/StatusSwitch.tsx', 'src/b/statusWords.ts', 'src/c/Foo/x.ts', 'src/c/foo.ts', 'src/d/job.ts', 'src/d/job.test.tsx']),
    ).toEqual([
      ['src/a/Permission', 'src/a/permission'],
      ['src/c/Foo', 'src/c/foo'],
    ]);
  });

  it('are unique by case among the files of src/, server/ and e2e/, tracked or about to be', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', 'src', 'server', 'e2e'], { cwd: repo, encoding: 'utf8' });
    const files = listed.split('\0').filter((file) => file !== '');
    expect(files.length).toBeGreaterThan(100);
    expect(caseClashes(files)).toEqual([]);
  });
});
