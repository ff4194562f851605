import { spawn } from 'node:child_process';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How many connections the kernel may hold for us before we accept them. Node's default, 511, overflows when a
 * thousand clients connect at once: the kernel drops the extra handshakes and those clients wait seconds for a
 * retransmission (bench:load counted them as timeouts). Linux caps it at net.core.somaxconn (4096 on Debian).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * How many descriptors of the one listening socket accept connections for the server. Node's libuv (1.45 on,
 * libuv pull request #3696) accepts one connection per descriptor per turn of the event loop, and under load a
 * turn serves every open connection once (a tenth of a second with a thousand of them): a thousand clients
 * connecting at once then wait up to minutes to be accepted, and time out. With 16 descriptors a turn accepts
 * up to 16. They share one queue, so no connection waits behind a busy descriptor, and each costs a failed
 * accept() a turn when nobody is connecting (under a microsecond).
 */
export const ACCEPTING_DESCRIPTORS = 16;

/** Longest the start waits for the helper that copies the descriptor; after it the server runs on what it has. */
const COPY_LIMIT_MS = 10_000;
const MARK = 'bimasetu:listening-descriptor';

/**
 * Run by a short-lived child process that inherited the listening socket as its descriptor 4: it sends that
 * descriptor back `count` times over the IPC channel (SCM_RIGHTS), and each arrives in the server as a new
 * descriptor of the same socket. Node has no dup(); this is how its cluster module shares a socket too. The
 * child never listens, so it never takes a connection; it keeps its channel open until every copy is acknowledged.
 */
const COPY_SCRIPT = `
const { Socket } = require('node:net');
const count = Number(process.argv[1]);
const socket = new Socket({ fd: 4, readable: false, writable: false });
process.channel.ref();
let left = count;
for (let i = 0; i < count; i += 1) {
  process.send(${JSON.stringify(MARK)}, socket._handle, (error) => {
    if (error) process.exitCode = 1;
    left -= 1;
    if (left === 0) process.disconnect();
  });
}
`;

/** The settings a net.Server gives each connection it accepts (node:net keeps them on the server object). */
interface ConnectionSettings {
  allowHalfOpen: boolean;
  noDelay: boolean;
  keepAlive: boolean;
  /** in seconds, as node:net stores it */
  keepAliveInitialDelay: number;
  highWaterMark: number;
  _handle?: { fd?: number } | null;
}

const copies = new WeakMap<NetServer, NetServer[]>();

/** The extra accepting servers `listen` added to a server (none for a server it did not start). */
export function acceptingCopies(server: NetServer): readonly NetServer[] {
  return copies.get(server) ?? [];
}

/**
 * Listens like `app.listen`, then adds `descriptors - 1` copies of the listening descriptor, each a net.Server
 * that hands its connections to the app's HTTP server (Node documents emitting 'connection' for this; the
 * HTTP server tracks them like its own). A copy that cannot be made is logged and the server runs with fewer.
 */
export async function listen(
  app: FastifyInstance,
  address: { port: number; host: string },
  descriptors = ACCEPTING_DESCRIPTORS,
): Promise<void> {
  app.addHook('preClose', (done) => {
    closeCopies(app.server);
    done();
  });
  await app.listen({ ...address, backlog: LISTEN_BACKLOG });
  const wanted = descriptors - 1;
  if (wanted < 1) return;
  const added = await copyListeningDescriptor(app.server, wanted).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not add accepting descriptors; accepting on one');
    return [];
  });
  if (added.length < wanted) {
    app.log.warn(`accepting on ${added.length + 1} of ${descriptors} descriptors`);
  }
}

async function copyListeningDescriptor(server: NetServer, count: number): Promise<NetServer[]> {
  const settings = server as unknown as ConnectionSettings;
  const fd = settings._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) return [];
  const added: NetServer[] = [];
  copies.set(server, added);
  const child = spawn(process.execPath, ['-e', COPY_SCRIPT, String(count)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc', fd],
    env: {},
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, COPY_LIMIT_MS);
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', finish);
    child.on('message', (message: unknown, handle: unknown) => {
      if (message !== MARK || handle === undefined) return;
      if (!server.listening) {
        (handle as { close?: () => void }).close?.();
        return;
      }
      const copy = new NetServer({
        allowHalfOpen: settings.allowHalfOpen,
        noDelay: settings.noDelay,
        keepAlive: settings.keepAlive,
        keepAliveInitialDelay: settings.keepAliveInitialDelay * 1000,
        highWaterMark: settings.highWaterMark,
      });
      copy.maxConnections = server.maxConnections;
      copy.on('connection', (socket) => server.emit('connection', socket));
      copy.on('error', (error) => server.emit('error', error));
      // A raw handle: net.Server.listen takes it as it does a cluster worker's shared socket.
      copy.listen(handle as never, LISTEN_BACKLOG);
      added.push(copy);
      if (added.length === count) finish();
    });
  });
  return added;
}

/** Stops every descriptor of the server accepting (the first step of a graceful drain). */
export function stopAccepting(server: NetServer): void {
  if (server.listening) NetServer.prototype.close.call(server);
  closeCopies(server);
}

function closeCopies(server: NetServer): void {
  for (const copy of acceptingCopies(server)) if (copy.listening) copy.close();
}

/** The connections still open on the server, those its copies accepted included. */
export async function openConnections(server: NetServer): Promise<number> {
  const count = (one: NetServer) =>
    new Promise<number>((resolve) => one.getConnections((error, open) => resolve(error ? 0 : open)));
  const counts = await Promise.all([server, ...acceptingCopies(server)].map(count));
  return counts.reduce((sum, open) => sum + open, 0);
}
