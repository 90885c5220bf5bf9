import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedLetter {
  from: string;
  to: string[];
  data: string;
  /** The body, decoded when it came in base64 (nodemailer's choice for non-ASCII text). */
  text: string;
}

function bodyText(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split);
  const body = data.slice(split + 4);
  return /content-transfer-encoding:\s*base64/i.test(head)
    ? Buffer.from(body, 'base64').toString('utf8')
    : body;
}

/**
 * A mail server stand-in on loopback (node:net, plain SMTP: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), keeping
 * the letters it accepted. Lever `refuse`: while true, every letter is refused at DATA's end with 554 (a failing
 * mail server: the sender sees an error for each attempt).
 */
export async function smtpStandIn() {
  const letters: ReceivedLetter[] = [];
  const state = { refuse: false, refused: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let letter: ReceivedLetter = { from: '', to: [], data: '', text: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 stand-in ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          letter.data = buffer.slice(0, end);
          letter.text = bodyText(letter.data);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (state.refuse) {
            state.refused += 1;
            say('554 5.0.0 stand-in refuses this letter');
          } else {
            letters.push(letter);
            say('250 2.0.0 queued');
          }
          letter = { from: '', to: [], data: '', text: '' };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 stand-in');
        else if (verb === 'MAIL') {
          letter.from = line.slice(10);
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          letter.to.push(line.slice(8));
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 ok');
        else say('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    letters,
    state,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
