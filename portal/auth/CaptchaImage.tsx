import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { fetchCaptcha } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';

/**
 * The captcha picture of `captchaKey` (`GET /sys/randomImage/{key}` answers a data URL);
 * a click asks the parent for a new key and so a new picture.
 */
export function CaptchaImage({ captchaKey, onRefresh }: { captchaKey: string; onRefresh: () => void }) {
  useLocale();
  const [image, setImage] = useState<{ key: string; src: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    fetchCaptcha(captchaKey).then(
      (src) => current && setImage({ key: captchaKey, src }),
      () => current && setImage({ key: captchaKey, src: null }),
    );
    return () => {
      current = false;
    };
  }, [captchaKey]);

  const src = image?.key === captchaKey ? image.src : undefined;
  return (
    <button type="button" className="captcha-image" title={msg('看不清？点击换一张')} onClick={onRefresh} data-testid="login-captcha-image">
      {src ? <img src={src} alt={msg('验证码')} /> : <span>{src === null ? msg('验证码加载失败，点击重试') : msg('正在加载…')}</span>}
    </button>
  );
}
