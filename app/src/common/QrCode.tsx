import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { Skeleton } from '@citylife/ui';
import * as styles from './QrCode.css';

const SIZE = 240;

/** A text (a pay code, a payment link) as a QR code to be scanned, named `label`. */
export function QrCode({ code, label }: { code: string; label: string }) {
  const [image, setImage] = useState<{ code: string; src: string }>();

  useEffect(() => {
    let current = true;
    toDataURL(code, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(
      (src) => {
        if (current) setImage({ code, src });
      },
      () => {
        // Drawing fails only for a text too long for a QR code; the skeleton stays.
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (image?.code !== code) return <Skeleton shape="rect" width={SIZE} height={SIZE} />;
  return (
    <img
      className={styles.qr}
      src={image.src}
      alt={label}
      width={SIZE}
      height={SIZE}
      data-code={code}
    />
  );
}
