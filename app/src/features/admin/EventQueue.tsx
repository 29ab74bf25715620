import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Chip,
  Dialog,
  EmptyState,
  Inline,
  PageSection,
  Stack,
  Text,
  TextField,
  Tiles,
  useSnackbar,
} from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { fetchEventsForReview, reviewEvent, type EventForReview } from './api';
import { formatChinaDateTime } from '../../common/chinaTime';
import { isRefused, Loaded } from './shared';
import * as styles from './admin.css';

/** Every message of a failed rejection is about the reason. */
const reasonField = (): 'reason' => 'reason';

/** The events members added that wait for review: each is published or rejected with a reason. */
export function EventQueue({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation();
  const events = useApiData('admin-events', fetchEventsForReview);
  // Events decided on here leave the list at once.
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<EventForReview>();
  const leave = (id: number) => setDecided((current) => new Set(current).add(id));
  return (
    <PageSection title={t('admin.events.title')}>
      <Loaded data={events} onRefused={onRefused}>
        {(found) => {
          const waiting = found.filter((event) => !decided.has(event.id));
          return waiting.length === 0 ? (
            <EmptyState icon="inbox" title={t('admin.events.empty')} />
          ) : (
            <Stack as="ul" space="medium" aria-label={t('admin.events.title')}>
              {waiting.map((event) => (
                <li key={event.id}>
                  <PendingEvent
                    event={event}
                    onPublished={() => leave(event.id)}
                    onReject={() => setRejecting(event)}
                    onRefused={onRefused}
                  />
                </li>
              ))}
            </Stack>
          );
        }}
      </Loaded>
      {rejecting && (
        <RejectDialog
          event={rejecting}
          onClose={() => setRejecting(undefined)}
          onRejected={() => {
            leave(rejecting.id);
            setRejecting(undefined);
          }}
          onRefused={onRefused}
        />
      )}
    </PageSection>
  );
}

function PendingEvent({
  event,
  onPublished,
  onReject,
  onRefused,
}: {
  event: EventForReview;
  onPublished: () => void;
  onReject: () => void;
  onRefused: () => void;
}) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const publish = async () => {
    setSending(true);
    setError(undefined);
    try {
      await reviewEvent(event.id, 'publish');
      snackbar.show(t('admin.events.published', { title: event.title }), {
        tone: 'positive',
        topic: 'event-review',
      });
      onPublished();
    } catch (failure) {
      if (isRefused(failure)) onRefused();
      else setError(failure instanceof Error ? failure.message : t('system.something_wrong'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Card title={event.title}>
      <Stack space="small">
        <Text tone="muted">{t('admin.events.author', { name: event.author.nickname })}</Text>
        <Text>
          {t('admin.events.time', {
            start: formatChinaDateTime(event.startTime, i18n.language),
            end: formatChinaDateTime(event.endTime, i18n.language),
          })}
        </Text>
        <Text>{t('admin.events.places', { n: event.maxEnrol })}</Text>
        {event.tags.length > 0 && (
          <Inline space="xsmall">
            {event.tags.map((tag) => (
              <Chip key={tag}>{tag}</Chip>
            ))}
          </Inline>
        )}
        {event.pictures.length > 0 && (
          <Tiles
            as="ul"
            columns={3}
            space="xsmall"
            aria-label={t('admin.events.pictures', { title: event.title })}
          >
            {event.pictures.map((url, index) => (
              <li key={url}>
                <img
                  className={styles.thumbnail}
                  src={url}
                  alt={t('admin.events.picture', { n: index + 1, title: event.title })}
                  loading="lazy"
                />
              </li>
            ))}
          </Tiles>
        )}
        {error && (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        )}
        <Inline space="small">
          <Button loading={sending} onClick={() => void publish()}>
            {t('admin.events.publish')}
          </Button>
          <Button variant="soft" tone="critical" disabled={sending} onClick={onReject}>
            {t('admin.events.reject')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

function RejectDialog({
  event,
  onClose,
  onRejected,
  onRefused,
}: {
  event: EventForReview;
  onClose: () => void;
  onRejected: () => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [reason, setReason] = useState('');
  const form = useFormSubmission(reasonField);
  const submit = async (changed: FormEvent) => {
    changed.preventDefault();
    const sent = await form.submit(
      async () => {
        try {
          await reviewEvent(event.id, 'reject', reason.trim());
        } catch (failure) {
          if (isRefused(failure)) onRefused();
          throw failure;
        }
      },
      () => (reason.trim() ? {} : { reason: t('admin.events.reasonRequired') }),
    );
    if (sent) {
      snackbar.show(t('admin.events.rejected', { title: event.title }), {
        tone: 'positive',
        topic: 'event-review',
      });
      onRejected();
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('admin.events.rejectTitle')}
      description={t('admin.events.rejectDescription', { title: event.title })}
    >
      <Stack as="form" noValidate onSubmit={(changed: FormEvent) => void submit(changed)}>
        <TextField
          label={t('admin.events.reason')}
          {...form.bind('reason', reason, setReason)}
          maxLength={100}
          required
          error={form.errors.reason ?? form.formError}
        />
        <Inline space="small" align="end">
          <Button variant="ghost" tone="neutral" onClick={onClose}>
            {t('admin.events.cancel')}
          </Button>
          <Button type="submit" tone="critical" loading={form.sending}>
            {t('admin.events.confirmReject')}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
