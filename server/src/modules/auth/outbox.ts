import type { FastifyBaseLogger } from 'fastify';

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
  send(message: OutgoingMessage): Promise<void>;
}

/** How many messages the development outbox keeps. */
export const OUTBOX_SIZE = 1000;

/**
 * The default sender: nothing leaves the machine. Every message is written to the server
 * log and kept (the last 1000) for the development calls `/dev/outbox/`.
 */
export class DevOutbox implements MessageSender {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.record(message);
    this.log.info(
      { outbox: { to: message.to, kind: message.kind, code: message.code } },
      `dev outbox: ${message.text}`,
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
