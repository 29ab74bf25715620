import { useId, useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { visuallyHidden } from '../../internal/a11y.css';
import { cx } from '../../internal/cx';
import * as button from '../Button/Button.css';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './FileUploader.css';

export const uploadStatuses = ['idle', 'uploading', 'done', 'failed'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

export interface FileUploaderProps {
  /** The app's upload state: progress 0 to 100 while `uploading`, then `done` or `failed`. */
  status: UploadStatus;
  progress?: number;
  /** Receives the chosen file; the app shrinks and uploads it. */
  onSelect: (file: File) => void;
  /** Shown with `failed`; calls the app to upload the same file again. */
  onRetry?: () => void;
  /** File types, e.g. `image/*`; with an image type other files are refused. */
  accept?: string;
  /** Text of the choose button; the kit's "Choose file" by default. */
  label?: string;
  fileName?: string;
  previewSrc?: string;
  /** Replaces the kit's failure text, e.g. "upload failed: " plus the server message. */
  error?: string;
  /** Called when a chosen file is refused (not an image for an image-only uploader). */
  onReject?: (file: File) => void;
  disabled?: boolean;
  lang?: string;
}

/** Whether a file matches an `accept` list like `image/*,.pdf`. */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }) {
  if (!accept) return true;
  return accept.split(',').some((rule) => {
    const pattern = rule.trim().toLowerCase();
    if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
    if (pattern.endsWith('/*')) return file.type.toLowerCase().startsWith(pattern.slice(0, -1));
    return file.type.toLowerCase() === pattern;
  });
}

/** Choose a file, then see its upload progress, completion or failure with a retry. */
export function FileUploader({
  status,
  progress = 0,
  onSelect,
  onRetry,
  accept,
  label,
  fileName,
  previewSrc,
  error,
  onReject,
  disabled = false,
  lang,
}: FileUploaderProps) {
  const { t } = useKitMessages();
  const id = useId();
  const [refused, setRefused] = useState(false);
  const busy = status === 'uploading';
  const percent = Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <div className={styles.root} lang={lang}>
      <div className={styles.row}>
        {previewSrc && <img className={styles.preview} src={previewSrc} alt="" />}
        <label
          className={cx(
            button.base,
            button.tone.brand,
            button.variant.soft,
            button.size.standard,
            styles.picker,
          )}
        >
          <Icon name="upload" />
          {label ?? t('upload.choose')}
          <input
            id={id}
            className={visuallyHidden}
            type="file"
            accept={accept}
            disabled={disabled || busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (accept?.includes('image/') && !acceptsFile(accept, file)) {
                setRefused(true);
                onReject?.(file);
                return;
              }
              setRefused(false);
              onSelect(file);
            }}
          />
        </label>
      </div>
      {refused && (
        <p className={styles.failed} role="alert">
          {t('upload.notImage')}
        </p>
      )}
      {status !== 'idle' && (
        <div className={styles.status}>
          {fileName && <span className={styles.fileName}>{fileName}</span>}
          {status === 'uploading' && (
            <>
              <ProgressBar label={t('upload.progress')} value={percent} />
              <span aria-live="polite" className={visuallyHidden}>
                {t('upload.uploading', { percent })}
              </span>
            </>
          )}
          {status === 'done' && (
            <p className={styles.done} role="status">
              <Icon name="check" size="small" />
              {t('upload.done')}
            </p>
          )}
          {status === 'failed' && (
            <div className={styles.failed} role="alert">
              <Icon name="alert" size="small" />
              {error ?? t('upload.failed')}
              {onRetry && (
                <Button size="small" variant="ghost" tone="critical" onClick={onRetry}>
                  {t('common.retry')}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
