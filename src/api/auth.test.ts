import { parseCaptcha } from './auth';

describe('parseCaptcha', () => {
  it('accepts a data:image captcha with a uuid', () => {
    expect(parseCaptcha({ img: 'data:image/png;base64,iVBORw0KGgo=', uuid: 'code-key-1' })).toEqual({
      img: 'data:image/png;base64,iVBORw0KGgo=',
      uuid: 'code-key-1',
    });
  });

  it.each([
    null,
    'text',
    { img: 'https://evil.example/x.png', uuid: 'u' },
    { img: 'javascript:alert(1)', uuid: 'u' },
    { img: 'data:image/png;base64,AAA" onerror="x', uuid: 'u' },
    { img: 'data:image/png;base64,AAAA', uuid: '' },
    { img: 'data:image/png;base64,AAAA' },
  ])('refuses %j', (body) => {
    expect(parseCaptcha(body)).toBeUndefined();
  });
});
