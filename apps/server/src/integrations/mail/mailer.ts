export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends letters. Every implementation records the letter in the outbox table first. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
