import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Badge,
  Box,
  Button,
  Icon,
  IconButton,
  Inline,
  List,
  ListItem,
  Page,
  PageSection,
  Select,
  Stack,
  Text,
  TextField,
} from '@citylife/ui';
import { openLogin } from '../../../stores/loginPrompt';
import { session } from '../../../stores/session';
import { sameId, type ChatMessage, type ChatState, type ChatUser } from './chatState';
import { useChat } from './useChat';
import './messages';

/** Longest message the server takes, in characters. */
const MAX_MESSAGE_LENGTH = 500;
const EVERYONE = 'all';

/**
 * The connection's state in words: connecting, dropped and retrying, restored, closed by a
 * sign-out (with a way to sign in again). A refusal is the alert's.
 */
function ConnectionBanner({ state, onDismiss }: { state: ChatState; onDismiss: () => void }) {
  const { t } = useTranslation();
  const { status, restored, me } = state;
  let content: { icon: 'wifi' | 'wifiOff' | 'info'; text: string } | undefined;
  if (status === 'connecting') content = { icon: 'info', text: t('labChat.status.connecting') };
  if (status === 'reconnecting') content = { icon: 'wifiOff', text: t('labChat.status.dropped') };
  if (status === 'ended') content = { icon: 'info', text: t('labChat.status.ended') };
  if (status === 'online' && restored) {
    content = { icon: 'wifi', text: t('labChat.status.restored', { name: me?.name ?? '' }) };
  }
  return (
    <div role="status" data-testid="chat-connection" data-state={restored ? 'restored' : status}>
      {content && (
        <Box background="surfaceMuted" borderRadius="medium" padding="small">
          <Inline space="small" alignY="center">
            <Icon name={content.icon} size="small" />
            <Text as="span">{content.text}</Text>
            {restored && (
              <IconButton
                icon="close"
                size="small"
                variant="ghost"
                label={t('labChat.dismiss')}
                onClick={onDismiss}
              />
            )}
            {status === 'ended' && (
              <Button
                size="small"
                variant="soft"
                onClick={() => openLogin(window.location.pathname + window.location.search)}
              >
                {t('labChat.signInAgain')}
              </Button>
            )}
          </Inline>
        </Box>
      )}
    </div>
  );
}

/** One message: who wrote it, to whom when it was private, and its text (plain text only). */
function MessageRow({
  message,
  me,
  nameOf,
}: {
  message: ChatMessage;
  me: ChatUser | undefined;
  /** The name of the person with this id, as far as this page knows it. */
  nameOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const mine = sameId(message.from.id, me?.id);
  const privateTo =
    message.to === EVERYONE
      ? undefined
      : sameId(message.to, me?.id)
        ? t('labChat.toYou')
        : t('labChat.toSomeone', { name: nameOf(message.to) });
  return (
    <li>
      <Stack space="xxsmall">
        <Inline space="xsmall" alignY="center">
          <Text as="span" weight="strong" size="small">
            {mine ? t('labChat.you', { name: message.from.name }) : message.from.name}
          </Text>
          {privateTo && (
            <Badge tone="brand" variant="soft">
              {privateTo}
            </Badge>
          )}
        </Inline>
        {/* A React text node: whatever markup the text holds is shown, never rendered. */}
        <Text breakWord keepLineBreaks>
          {message.text}
        </Text>
      </Stack>
    </li>
  );
}

/**
 * The live chat: the online count and users, the messages so far, and a box to write to
 * everyone or to one person. For signed-in members only (the lab's route asks for sign-in,
 * and the server refuses a socket without the session): everyone in it is a member, named
 * by the server. A sign-out closes it.
 */
export function ChatPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSnapshot(session);
  const identity = useMemo(
    () => ({ id: user?.id ?? 0, name: user?.nickname ?? '' }),
    [user?.id, user?.nickname],
  );
  // No token: the page cannot read the session cookie, which goes with the handshake.
  const { state, send, dismissRestored, dismissFailure } = useChat({
    member: user?.id,
    identity,
    locale: i18n.language,
  });
  const [text, setText] = useState('');
  const [recipient, setRecipient] = useState<ChatUser | undefined>(undefined);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [localFailure, setLocalFailure] = useState<string | undefined>(undefined);

  const others = state.users.filter((candidate) => !sameId(candidate.id, state.me?.id));
  const recipientOnline =
    recipient !== undefined && others.some((other) => sameId(other.id, recipient.id));
  const options = [
    { value: EVERYONE, label: t('labChat.everyone') },
    ...others.map((other) => ({ value: String(other.id), label: other.name })),
    ...(recipient && !recipientOnline
      ? [{ value: String(recipient.id), label: t('labChat.left', { name: recipient.name }) }]
      : []),
  ];

  const nameOf = (id: string) =>
    state.users.find((person) => sameId(person.id, id))?.name ??
    (recipient && sameId(recipient.id, id) ? recipient.name : id);

  const choose = (value: string) => {
    setLocalFailure(undefined);
    setRecipient(
      value === EVERYONE ? undefined : others.find((other) => String(other.id) === value),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLocalFailure(undefined);
    dismissFailure();
    const message = text.trim();
    if (message === '') {
      setFieldError(t('labChat.empty'));
      return;
    }
    setFieldError(undefined);
    if (state.status !== 'online') {
      setLocalFailure(t('labChat.notConnected'));
      return;
    }
    if (recipient && !recipientOnline) {
      setLocalFailure(t('labChat.recipientLeft', { name: recipient.name }));
      return;
    }
    send(recipient ? String(recipient.id) : EVERYONE, message);
    setText('');
  };

  const failure = localFailure ?? state.failure;
  return (
    <Page>
      {/* The connection's state and the last failure: live regions, always there. */}
      <Stack space="small">
        <ConnectionBanner state={state} onDismiss={dismissRestored} />
        <div role="alert">
          {failure && (
            <Box background="surfaceMuted" borderRadius="medium" padding="small">
              <Inline space="small" alignY="center">
                <Icon name="alert" size="small" tone="critical" />
                <Text as="span" tone="critical">
                  {failure}
                </Text>
              </Inline>
            </Box>
          )}
        </div>
      </Stack>

      <PageSection
        title={t('labChat.online.title')}
        titleLevel={2}
        action={
          <Text as="span" tone="muted" data-testid="chat-online-count">
            {state.count === undefined
              ? t('labChat.online.unknown')
              : t('labChat.online.count', { count: state.count })}
          </Text>
        }
      >
        {state.users.length === 0 ? (
          <Text tone="muted">{t('labChat.online.none')}</Text>
        ) : (
          <List aria-label={t('labChat.online.title')}>
            {state.users.map((person) => (
              <ListItem
                key={String(person.id)}
                leading={<Icon name="user" />}
                title={person.name}
                trailing={
                  sameId(person.id, state.me?.id) ? (
                    <Badge variant="soft">{t('labChat.online.me')}</Badge>
                  ) : undefined
                }
              />
            ))}
          </List>
        )}
      </PageSection>

      <PageSection title={t('labChat.messages.title')} titleLevel={2}>
        <Stack space="medium">
          <div role="log" aria-label={t('labChat.messages.title')}>
            <Box as="ol" display="flex" flexDirection="column" gap="medium" padding="none">
              {state.messages.map((message) => (
                <MessageRow key={message.key} message={message} me={state.me} nameOf={nameOf} />
              ))}
            </Box>
          </div>
          {state.messages.length === 0 && <Text tone="muted">{t('labChat.messages.none')}</Text>}
          <form onSubmit={submit} noValidate>
            <Stack space="small">
              <Select
                label={t('labChat.to')}
                options={options}
                value={recipient ? String(recipient.id) : EVERYONE}
                onChange={choose}
                allowEmpty={false}
              />
              <TextField
                label={t('labChat.message')}
                value={text}
                onChange={(value) => {
                  setText(value);
                  if (fieldError) setFieldError(undefined);
                }}
                maxLength={MAX_MESSAGE_LENGTH}
                autoComplete="off"
                error={fieldError}
              />
              <Button
                type="submit"
                disabled={state.status === 'refused' || state.status === 'ended'}
              >
                {t('labChat.send')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </PageSection>
    </Page>
  );
}
