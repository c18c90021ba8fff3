import { render, screen } from '@testing-library/react';
import RichTextEditor from './RichTextEditor';

describe('the rich-text editor', () => {
  it('takes a stored text sanitised: no handler, script or javascript: link reaches the page', () => {
    const hostile = '<p>正文</p><img src="x" onerror="window.__hacked=1"><img src="https://img.test/a.png" onerror="window.__hacked=2"><script>window.__hacked=3</script><a href="javascript:window.__hacked=4">链接</a>';
    render(<RichTextEditor label="文章详情" initial={hostile} onChange={() => undefined} onChoosePicture={() => undefined} picture={undefined} editable />);
    const editor = screen.getByRole('textbox', { name: '文章详情' });
    expect(editor).toHaveTextContent('正文');
    expect(screen.getByRole('toolbar', { name: '文章详情格式' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(editor.querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.png');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });
});
