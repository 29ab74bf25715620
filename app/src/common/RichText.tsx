import { Text } from '@citylife/ui';
import * as styles from './RichText.css';
import { sanitizePageHtml } from './sanitizeHtml';

/** HTML from the server (a page's content, a description), sanitised again in the browser. */
export function RichText({ html }: { html: string }) {
  return (
    <Text
      as="div"
      lineHeight="standard"
      breakWord
      className={styles.html}
      // Sanitised by the server and again by DOMPurify (sanitizePageHtml).
      dangerouslySetInnerHTML={{ __html: sanitizePageHtml(html) }}
    />
  );
}
