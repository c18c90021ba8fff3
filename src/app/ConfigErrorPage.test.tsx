import { render, screen } from '@testing-library/react';
import { ConfigErrorPage } from './ConfigErrorPage';

describe('ConfigErrorPage', () => {
  it('explains that config.json is broken and lists each problem as text', () => {
    render(<ConfigErrorPage errors={['timeout: must be a positive whole number of milliseconds', '<img src=x onerror=alert(1)>']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('配置文件错误');
    expect(screen.getByText('timeout: must be a positive whole number of milliseconds')).toBeInTheDocument();
    // Server or file text is shown as text, never as markup.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
