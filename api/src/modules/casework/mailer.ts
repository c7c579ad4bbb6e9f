import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../core/config.js';

/** What a mention e-mail says. */
export interface MentionMail {
  caseId: string;
  caseTitle: string;
  author: string;
  excerpt: string;
}

/**
 * E-mail notifications over SMTP (SMTP_URL), sent in the background after the change they announce
 * committed: a slow or failing mail server delays or loses an e-mail, never a request. Without
 * SMTP_URL nothing is sent (in-app notifications remain).
 */
export class Mailer {
  private readonly transport: Transporter | null;
  /** Sends in flight (tests wait for them; shutdown could). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'PUBLIC_URL'>) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  }

  sendMention(to: readonly string[], mail: MentionMail): void {
    if (!this.transport || to.length === 0) return;
    const link = `${this.config.PUBLIC_URL ?? ''}/cases/${mail.caseId}`;
    const sending = this.transport
      .sendMail({
        from: this.config.SMTP_FROM,
        to: [...to],
        subject: `${mail.author} mentioned you on a case: ${mail.caseTitle}`.slice(0, 200),
        text: `${mail.author} mentioned you on the case "${mail.caseTitle}":\n\n${mail.excerpt}\n\nOpen the case: ${link}\n`,
      })
      .catch((error: unknown) => console.error('[mail] mention e-mail not sent', error))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the e-mails in flight. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport?.close();
  }
}
