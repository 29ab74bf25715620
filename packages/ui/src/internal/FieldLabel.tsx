import { useKitMessages } from '../i18n/KitMessagesProvider';
import { visuallyHidden } from './a11y.css';
import * as field from './field.css';

/**
 * The visible (or, with `hidden`, screen-reader-only) label of a form control, with the
 * asterisk of a required field; the control itself says "required" to assistive technology.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  hidden?: boolean;
}) {
  const { t } = useKitMessages();
  return (
    <label htmlFor={htmlFor} className={hidden ? visuallyHidden : field.label}>
      {label}
      {required && (
        <span className={field.requiredMark} aria-hidden="true" title={t('field.requiredMark')}>
          *
        </span>
      )}
    </label>
  );
}
