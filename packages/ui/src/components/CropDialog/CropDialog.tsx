import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './CropDialog.css';
import type { CropArea } from './cropImage';

export { cropImage, type CropArea, type CropImageOptions } from './cropImage';

export interface CropDialogProps {
  open: boolean;
  onClose: () => void;
  /** The picture to crop, e.g. an object URL of the chosen file. */
  imageSrc: string;
  /** The chosen square in the picture's pixels; pass it to `cropImage` to get the file. */
  onConfirm: (area: CropArea) => void;
  title?: string;
  maxZoom?: number;
  lang?: string;
}

/** Square cropping (aspect ratio 1) of a picture, with drag, pinch, wheel and a zoom slider. */
export function CropDialog({
  open,
  onClose,
  imageSrc,
  onConfirm,
  title,
  maxZoom = 3,
  lang,
}: CropDialogProps) {
  const { t } = useKitMessages();
  const id = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? t('crop.title')}
      lang={lang}
      actions={
        <>
          <Button variant="ghost" tone="neutral" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!area} onClick={() => area && onConfirm(area)}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.stage}>
        <Cropper
          image={imageSrc}
          crop={crop}
          zoom={zoom}
          maxZoom={maxZoom}
          aspect={1}
          showGrid={false}
          disableAutomaticStylesInjection
          classes={{
            containerClassName: styles.container,
            mediaClassName: styles.media,
            cropAreaClassName: styles.cropArea,
          }}
          cropperProps={{ role: 'group', 'aria-label': t('crop.area') }}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percentages, pixels) => setArea(pixels)}
        />
      </div>
      <div className={styles.zoom}>
        <label htmlFor={`${id}-zoom`}>{t('crop.zoom')}</label>
        <input
          id={`${id}-zoom`}
          className={styles.range}
          type="range"
          min={1}
          max={maxZoom}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
    </Dialog>
  );
}
