import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/src/free-port';

export interface MailUser {
  address: string;
  password: string;
}

/** The test domain: Postfix delivers it to Dovecot over LMTP; everything else is refused. */
export const mailDomain = 'mail.test';

/**
 * A real mail server of a test's own, from Debian's packages: Dovecot (IMAP, LMTP, SASL auth) and
 * Postfix (SMTP submission with AUTH PLAIN/LOGIN), configured in a temporary directory on free
 * localhost ports. Nothing under /etc is read or written: both are started with their
 * configuration directory pointing at the temporary one. Plain text auth without TLS, on
 * 127.0.0.1 only: it is a test server. Postfix's master runs as root, as on the CI machines.
 */
export async function startMailServer(userNames: string[] = ['alice', 'bob']) {
  const dir = mkdtempSync(join(tmpdir(), 'smartcrm-test-mail-'));
  chmodSync(dir, 0o755);
  const [imapPort, smtpPort, lmtpPort, authPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const users: MailUser[] = userNames.map((name) => ({
    address: `${name}@${mailDomain}`,
    password: `${name}-${crypto.randomUUID().slice(0, 8)}`,
  }));
  // Dovecot never opens mail as root: mailboxes belong to the user running the tests, or to
  // `mail` when that is root.
  const owner = process.getuid?.() === 0 ? { uid: 8, gid: 8 } : { uid: process.getuid?.(), gid: process.getgid?.() };
  const mailDir = join(dir, 'mail');
  mkdirSync(mailDir);
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(mailDir, owner.uid, owner.gid);
  writeFileSync(join(dir, 'users'), users.map((u) => `${u.address}:{PLAIN}${u.password}`).join('\n'));

  const dovecotConf = join(dir, 'dovecot.conf');
  writeFileSync(dovecotConf, dovecotConfig({ dir, mailDir, imapPort, lmtpPort, authPort, ...owner }));
  const postfixDir = join(dir, 'postfix');
  mkdirSync(postfixDir);
  mkdirSync(join(dir, 'postfix-queue'));
  mkdirSync(join(dir, 'postfix-data'));
  const postfixUser = Number(execFileSync('id', ['-u', 'postfix'], { encoding: 'utf8' }).trim());
  chownSync(join(dir, 'postfix-data'), postfixUser, 0);
  writeFileSync(join(postfixDir, 'main.cf'), postfixMain({ dir, authPort, lmtpPort }));
  writeFileSync(join(postfixDir, 'master.cf'), postfixMaster(smtpPort));

  const logOf = (name: string) => {
    try {
      return readFileSync(join(dir, name), 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };
  const postfixEnv = { ...process.env, MAIL_CONFIG: postfixDir };
  // `postfix check` creates the queue directories with the owners Postfix expects.
  execFileSync('postfix', ['-c', postfixDir, 'check'], { env: postfixEnv, stdio: 'pipe' });
  const dovecot = spawn('dovecot', ['-F', '-c', dovecotConf], { stdio: ['ignore', 'ignore', 'pipe'] });
  // The master daemon itself in the foreground (-d), so stopping this child stops Postfix.
  const postfix = spawn('/usr/lib/postfix/sbin/master', ['-d', '-c', postfixDir], {
    env: postfixEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const started = [dovecot, postfix];
  try {
    await Promise.all([imapPort, lmtpPort, authPort, smtpPort].map((port) => listening(port, started)));
    // Accepting is not answering: the first session spawns Postfix's smtpd and Dovecot's login and
    // auth processes, which took past a test's sign-in time-out on loaded machines. Ready means both
    // have greeted once (and smtpd has listed Dovecot's SASL mechanisms).
    await Promise.all([converse(smtpPort, ['EHLO ready.test'], /^250 /m), converse(imapPort, [], /^\* OK/m)]);
  } catch (error) {
    await Promise.all(started.map(stopProcess));
    throw new Error(
      `mail server did not start: ${(error as Error).message}\n${logOf('dovecot.log')}\n${logOf('postfix.log')}`,
    );
  }

  return {
    host: '127.0.0.1',
    imapPort,
    smtpPort,
    users,
    /** A user's INBOX as a maildir, for a benchmark that fills it faster than delivery would. */
    inboxOf: (user: MailUser) => ({ dir: join(mailDir, user.address), ...owner }),
    /** The server's logs, for a failing test's message. */
    logs: () => `${logOf('dovecot.log')}\n${logOf('postfix.log')}`,
    async stop() {
      await Promise.all(started.map(stopProcess));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Resolves once something accepts on `port`; rejects when a server process exits first. */
async function listening(port: number, processes: ChildProcess[]) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const dead = processes.find((p) => p.exitCode !== null);
    if (dead) throw new Error(`${dead.spawnfile} exited with ${dead.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    }).finally(() => undefined);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** Opens a session on `port`, sends `lines` after the greeting, and resolves once `until` is read. */
function converse(port: number, lines: string[], until: RegExp, timeoutMs = 60_000) {
  return new Promise<void>((resolve, reject) => {
    const socket = new Socket();
    let heard = '';
    let greeted = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`port ${port} did not answer within ${timeoutMs} ms: ${JSON.stringify(heard)}`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      heard += chunk;
      if (!greeted && heard.includes('\n')) {
        greeted = true;
        for (const line of lines) socket.write(`${line}\r\n`);
      }
      if (greeted && until.test(lines.length ? heard.slice(heard.indexOf('\n') + 1) : heard)) {
        clearTimeout(timer);
        socket.end();
        resolve();
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.connect(port, '127.0.0.1');
  });
}

function dovecotConfig(o: {
  dir: string;
  mailDir: string;
  imapPort: number;
  lmtpPort: number;
  authPort: number;
  uid?: number;
  gid?: number;
}) {
  return `
protocols = imap lmtp
listen = 127.0.0.1
base_dir = ${o.dir}/dovecot-run
state_dir = ${o.dir}/dovecot-state
instance_name = smartcrm-test-${o.imapPort}
log_path = ${o.dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A test server: a wrong password is refused at once, not after the delays that slow down guessing.
auth_failure_delay = 0
first_valid_uid = 1
mail_location = maildir:${o.mailDir}/%u
mail_uid = ${o.uid}
mail_gid = ${o.gid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${o.dir}/users
}
userdb {
  driver = static
  args = home=${o.mailDir}/%u
}
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${o.imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${o.lmtpPort}
  }
  unix_listener lmtp {
    mode = 0600
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = ${o.authPort}
  }
}
service anvil {
  # No growing sign-in delay after failures from the same address (a test signs in wrongly on purpose).
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
}

function postfixMain(o: { dir: string; authPort: number; lmtpPort: number }) {
  return `
compatibility_level = 3.6
queue_directory = ${o.dir}/postfix-queue
data_directory = ${o.dir}/postfix-data
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
shlib_directory = /usr/lib/postfix
meta_directory = /etc/postfix
mail_owner = postfix
setgid_group = postdrop
myhostname = smtp.${mailDomain}
mydomain = ${mailDomain}
myorigin = ${mailDomain}
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
maillog_file = ${o.dir}/postfix.log
maillog_file_prefixes = ${o.dir}
alias_maps =
alias_database =
local_recipient_maps =
virtual_mailbox_domains = ${mailDomain}
virtual_transport = lmtp:inet:127.0.0.1:${o.lmtpPort}
default_transport = error:only the test domain ${mailDomain} is delivered
relay_transport = error:only the test domain ${mailDomain} is delivered
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:127.0.0.1:${o.authPort}
smtpd_tls_security_level = none
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions = permit_sasl_authenticated, reject
smtpd_client_restrictions =
smtpd_helo_required = no
smtpd_error_sleep_time = 0
message_size_limit = 26214400
smtputf8_enable = no
biff = no
`;
}

/** Debian's default services, none chrooted (the queue is in a temporary directory), SMTP on `smtpPort`. */
function postfixMaster(smtpPort: number) {
  return `
127.0.0.1:${smtpPort} inet n - n - - smtpd
pickup unix n - n 60 1 pickup
cleanup unix n - n - 0 cleanup
qmgr unix n - n 300 1 qmgr
rewrite unix - - n - - trivial-rewrite
bounce unix - - n - 0 bounce
defer unix - - n - 0 bounce
trace unix - - n - 0 bounce
verify unix - - n - 1 verify
flush unix n - n 1000? 0 flush
proxymap unix - - n - - proxymap
smtp unix - - n - - smtp
relay unix - - n - - smtp
showq unix n - n - - showq
error unix - - n - - error
retry unix - - n - - error
discard unix - - n - - discard
lmtp unix - - n - - lmtp
anvil unix - - n - 1 anvil
scache unix - - n - 1 scache
postlog unix-dgram n - n - 1 postlogd
`;
}
