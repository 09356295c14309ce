/**
 * Setup of the unit tier (`npm run test:unit`): pure logic, so it may open no server, socket, child process
 * or database. Each of those throws here, naming the rule, so a test that needs one fails at once instead of
 * slowing the fast tier down or depending on what runs beside it. Such a test belongs in the integration
 * tier: a file named `*.test.ts` rather than `*.unit.test.ts` (README, "Tests").
 */
import { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';

function refuse(what: string): never {
  throw new Error(
    `${what} in a unit test: the unit tier opens no server, socket, child process or database. ` +
      'Rename the file from *.unit.test.ts to *.test.ts to run it in the integration tier.',
  );
}

// Every TCP or IPC client (fetch, ws, ioredis, pg) connects through net.Socket, every server listens
// through net.Server, and spawn, exec and fork all start a ChildProcess.
net.Socket.prototype.connect = function connect(): never {
  refuse('A socket connecting');
};
net.Server.prototype.listen = function listen(): never {
  refuse('A server listening');
};
// (ChildProcess#spawn is not in Node's type declarations, but every child starts through it.)
(ChildProcess.prototype as unknown as { spawn: () => never }).spawn = function spawn(): never {
  refuse('A child process');
};
// The embedded database opens through PGlite.create (server/api/db/database.ts); PostgreSQL is a socket.
Object.defineProperty(PGlite, 'create', {
  value: () => refuse('A PGlite database'),
});
