import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { Skeleton } from '@citylife/ui';
import * as styles from './Member.css';

const SIZE = 240;

/** The pay code as a QR code for the cashier's scanner. */
export function PaycodeQr({ code, label }: { code: string; label: string }) {
  const [image, setImage] = useState<{ code: string; src: string }>();

  useEffect(() => {
    let current = true;
    toDataURL(code, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(
      (src) => {
        if (current) setImage({ code, src });
      },
      () => {
        // Drawing cannot fail for 18 digits; the digits below stay readable regardless.
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
