import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Box, Button, EmptyState, ErrorState, Spinner } from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import { useMessage } from '../../i18n/useMessage';
import { paths } from '../../lib/paths';
import { fetchJump } from './api';
import * as styles from './JumpPage.css';
import './messages';

/** /jump/{id}: resolves a short link and goes to its target (app path or web address). */
export function JumpPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const jumpId = Number(id);
  const valid = Number.isInteger(jumpId) && jumpId > 0;

  useEffect(() => {
    if (!valid) return;
    let current = true;
    fetchJump(jumpId).then(
      ({ url }) => {
        if (!current) return;
        if (url.startsWith('/')) navigate(url, { replace: true });
        else window.location.replace(url);
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [jumpId, valid, attempt, navigate]);

  if (!valid || isNotFound(failure)) {
    return (
      <EmptyState
        icon="inbox"
        title={t('jump.notFound')}
        action={
          <Button variant="soft" href={paths.home}>
            {t('jump.home')}
          </Button>
        }
      />
    );
  }
  if (failure !== undefined) {
    return (
      <ErrorState
        description={message(failureMessage(failure))}
        onRetry={() => {
          setFailure(undefined);
          setAttempt((value) => value + 1);
        }}
        retryLabel={t('common.retry')}
      />
    );
  }
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      padding="large"
      className={styles.page}
      aria-busy="true"
    >
      <Spinner label={t('jump.opening')} showLabel />
    </Box>
  );
}
