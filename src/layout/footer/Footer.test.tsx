import { render, screen, waitFor } from '@testing-library/react';
import { Footer, FILING_SITE } from './Footer';

describe('Footer', () => {
  it('shows the footer text and links the filing number to the filing site', async () => {
    render(<Footer footerTxt="© 2026 <b>商城</b>" caseNumber="浙ICP备00000000号" />);
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 商城 浙ICP备00000000号'));
    expect(screen.getByRole('link', { name: '浙ICP备00000000号' })).toHaveAttribute('href', FILING_SITE);
  });

  it('runs nothing from hostile footer text', async () => {
    const spy = jest.fn();
    (window as unknown as { pwned: jest.Mock }).pwned = spy;
    render(<Footer footerTxt={'<img src=x onerror="window.pwned()"><script>window.pwned()</script><a href="javascript:window.pwned()">点我</a>'} caseNumber="" />);
    await screen.findByText('点我');
    expect(document.querySelector('footer img, footer script')).toBeNull();
    expect(screen.getByText('点我')).not.toHaveAttribute('href');
    expect(spy).not.toHaveBeenCalled();
  });

  it('renders nothing when there is nothing to show', () => {
    const { container } = render(<Footer footerTxt="" caseNumber="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
