import { checkReply, parseReply, replyBodyOf, replyFormOf } from './wechatReply';

describe('the wechat reply entity', () => {
  it('reads the stored reply (data as JSON text or an object), or none from an empty answer', () => {
    expect(parseReply({ id: 1, key: 'subscribe', type: 'text', data: '{"content":"欢迎"}', status: 1, hide: null })).toEqual({ status: 1, storedType: 'text', content: '欢迎', src: '' });
    expect(parseReply({ type: 'image', data: { src: '/a.png' }, status: '0' })).toEqual({ status: 0, storedType: 'image', content: '', src: '/a.png' });
    expect(parseReply({ type: 'text', data: 'not json', status: 1 })).toEqual({ status: 1, storedType: 'text', content: '', src: '' });
    expect(parseReply('')).toBeNull();
    expect(replyFormOf(null)).toEqual({ status: 1, type: 'text', content: '', src: '' });
    expect(replyFormOf(parseReply({ type: 'news', data: '[]', status: 1 }))).toMatchObject({ type: 'text' });
  });

  it('checks and sends only the chosen kind’s data', () => {
    expect(checkReply({ status: 1, type: 'text', content: ' ', src: '/a.png' })).toEqual({ content: '请输入内容' });
    expect(checkReply({ status: 1, type: 'text', content: 'x'.repeat(601), src: '' })).toEqual({ content: '内容不能超过 600 个字符' });
    expect(checkReply({ status: 1, type: 'image', content: '你好', src: '' })).toEqual({ src: '请上传图片' });
    expect(replyBodyOf({ status: 0, type: 'image', content: '你好', src: ' /a.png ' })).toEqual({ key: 'subscribe', status: 0, type: 'image', data: { src: '/a.png' } });
  });
});
