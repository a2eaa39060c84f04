import net, { type AddressInfo } from 'node:net';

// A mail server on loopback that speaks just enough SMTP for nodemailer (EHLO, MAIL, RCPT, DATA,
// RSET, NOOP, QUIT; no STARTTLS, no AUTH): it keeps what it accepts, and refuses recipients while
// told to (550, as a real server does for an unknown mailbox). For the delivery state tests.

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** How many of the next recipients are refused with 550. */
  refuseNext: number;
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const sockets = new Set<net.Socket>();
  const state: SmtpStandIn = {
    url: '',
    received: [],
    refuseNext: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP ready');

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return socket.write('250-stand-in\r\n250 8BITMIME\r\n');
      if (verb === 'HELO') return reply('250 stand-in');
      if (verb === 'MAIL') {
        mail = { from: line.slice(10).trim(), to: [], data: '' };
        return reply('250 2.1.0 OK');
      }
      if (verb === 'RCPT') {
        if (state.refuseNext > 0) {
          state.refuseNext--;
          return reply('550 5.1.1 mailbox unavailable');
        }
        mail.to.push(line.slice(8).trim());
        return reply('250 2.1.5 OK');
      }
      if (verb === 'DATA') {
        if (mail.to.length === 0) return reply('554 5.5.1 no valid recipients');
        inData = true;
        return reply('354 end with <CRLF>.<CRLF>');
      }
      if (verb === 'RSET') {
        mail = { from: '', to: [], data: '' };
        return reply('250 2.0.0 OK');
      }
      if (verb === 'NOOP') return reply('250 2.0.0 OK');
      if (verb === 'QUIT') {
        reply('221 2.0.0 bye');
        return socket.end();
      }
      return reply('502 5.5.2 not implemented');
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!inData) {
          command(line);
          continue;
        }
        if (line === '.') {
          inData = false;
          state.received.push(mail);
          reply('250 2.0.0 queued');
        } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
