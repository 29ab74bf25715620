import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../http/errors.js';

export type OutboxKind = 'passcode' | 'reset' | 'captcha';

/** A message for a person (or, for captchas, the record of an issued captcha). */
export interface OutgoingMessage {
  /** Mobile number, email address, or track id. */
  to: string;
  kind: OutboxKind;
  /** The message as it would be delivered. */
  text: string;
  /** The passcode, reset token or captcha answer it carries. */
  code: string;
}

export interface OutboxMessage extends OutgoingMessage {
  createdTime: string;
}

/** Delivers passcodes and reset links (SMS for mobile numbers, email for addresses). */
export interface MessageSender {
  /** False when nothing can be delivered (no gateway configured). */
  readonly available: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The sender of a production server without an SMS or mail gateway: nothing can be sent,
 * so passcodes and reset links are refused with a clear message (members sign in with
 * their password). A deployment passes its gateway's adapter as the auth module's sender.
 */
export const noGateway: MessageSender = {
  available: false,
  async send() {
    throw fail.unprocessable('auth.noMessageGateway');
  },
};

/** How many messages the development outbox keeps. */
export const OUTBOX_SIZE = 1000;

/**
 * The default sender: nothing leaves the machine. Every message is kept (the last 1000) for
 * the development calls `/dev/outbox/`, and the server log says that one was sent and where
 * to read it, never its passcode or link: no log holds a secret.
 */
export class DevOutbox implements MessageSender {
  readonly available = true;
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.record(message);
    const where = `/dev/outbox/?to=${encodeURIComponent(message.to)}&kind=${message.kind}`;
    this.log.info(
      { outbox: { to: message.to, kind: message.kind } },
      `dev outbox: a ${message.kind} message to ${message.to}, read it at GET ${where}`,
    );
  }

  /** Keeps a message without logging it (issued captchas). */
  record(message: OutgoingMessage): void {
    this.messages.push({ ...message, createdTime: this.now().toISOString() });
    if (this.messages.length > OUTBOX_SIZE)
      this.messages.splice(0, this.messages.length - OUTBOX_SIZE);
  }

  /** The latest `limit` messages matching the filter, oldest first. */
  list(filter: { to?: string; kind?: OutboxKind; limit: number }): OutboxMessage[] {
    const matching = this.messages.filter(
      (message) =>
        (filter.to === undefined || message.to === filter.to) &&
        (filter.kind === undefined || message.kind === filter.kind),
    );
    return matching.slice(-filter.limit);
  }
}
