import { pageAfterLogin, safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/system/menu?page=2&size=10', '/system/menu?page=2&size=10'],
    ['/orders#list', '/orders#list'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/search?q=%E5%95%86%E5%93%81', '/search?q=%E5%95%86%E5%93%81'],
  ])('honours the same-origin path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example',
    'https://evil.example/dashboard',
    'HTTPS://evil.example',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    ' /dashboard',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%E0%A4%A',
    '/login',
    '/login?redirect=/dashboard',
  ])('refuses %j and goes home instead', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});

describe('pageAfterLogin', () => {
  it('opens the dashboard for no target or "/", and a safe target as it is', () => {
    expect(pageAfterLogin('')).toBe('/dashboard');
    expect(pageAfterLogin('?redirect=%2F')).toBe('/dashboard');
    expect(pageAfterLogin('?redirect=%2Fsystem%2Fuser%3Fpage%3D2')).toBe('/system/user?page=2');
  });

  it('never leads off the console', () => {
    expect(pageAfterLogin('?redirect=https%3A%2F%2Fevil.example%2F')).toBe('/dashboard');
    expect(pageAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
  });
});
