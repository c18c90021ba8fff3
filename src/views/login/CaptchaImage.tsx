import type { Captcha } from '../../api/auth';
import { CaptchaButton } from './loginStyles';

interface Props {
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/** The server's captcha image; clicking it (or the retry text) asks for a new one. */
export function CaptchaImage({ captcha, loading, failed, onRefresh }: Props) {
  const label = failed ? '验证码加载失败，点击重试' : '看不清？点击刷新验证码';
  let content;
  if (failed) content = '加载失败，点击重试';
  else if (captcha) content = <img src={captcha.img} alt="验证码" width={111} height={36} />;
  else content = '加载中…';
  return (
    <CaptchaButton type="button" onClick={onRefresh} aria-label={label} title={label} aria-busy={loading}>
      {content}
    </CaptchaButton>
  );
}
