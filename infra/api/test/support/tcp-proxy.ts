import net from 'node:net';

/**
 * A TCP proxy between the app and its PostgreSQL server, to stage what the network and the server do
 * wrong: `freeze` (every byte held, as a server stopped with SIGSTOP), `refuse` (every connection cut
 * and new ones closed at once, as a server that is down), `cut` (the open connections cut, as
 * pg_terminate_backend or a restart), and `restore`.
 */
export async function startTcpProxy(target: URL) {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let state: 'open' | 'frozen' | 'refusing' = 'open';
  const join = ({ client, server }: { client: net.Socket; server: net.Socket }) => {
    client.pipe(server);
    server.pipe(client);
  };
  const proxy = net.createServer((client) => {
    if (state === 'refusing') return void client.destroy();
    const pair = { client, server: net.connect(Number(target.port || 5432), target.hostname) };
    pairs.add(pair);
    if (state === 'open') join(pair);
    const end = () => {
      pair.client.destroy();
      pair.server.destroy();
      pairs.delete(pair);
    };
    for (const socket of [pair.client, pair.server]) socket.on('error', end).on('close', end);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const { port } = proxy.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const cut = () => {
    for (const { client, server } of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };
  return {
    url: url.toString(),
    cut,
    freeze() {
      state = 'frozen';
      for (const { client, server } of pairs) {
        client.unpipe(server);
        server.unpipe(client);
      }
    },
    refuse() {
      state = 'refusing';
      cut();
    },
    restore() {
      if (state === 'frozen') for (const pair of pairs) join(pair);
      state = 'open';
    },
    close: () => {
      cut();
      return new Promise<void>((closed) => proxy.close(() => closed()));
    },
  };
}
