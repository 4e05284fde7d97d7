import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `url` drawn in the browser, with its caption under it. */
export function QrImage({ url, caption, testId }: { url: string; caption: string; testId: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { margin: 1, width: 96 }).then(
      (data) => current && setSrc(data),
      // A URL too long for a QR code leaves the caption alone rather than breaking the footer.
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <figure className="qr-image" data-testid={testId}>
      {src ? <img src={src} width={96} height={96} alt={caption} data-url={url} /> : null}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
