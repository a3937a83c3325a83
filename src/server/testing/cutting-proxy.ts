import net from 'node:net';

export interface CuttingProxy {
  url: string;
  /** From now on, once `bytes` more have gone upstream, every connection is cut (and new ones right away) until heal(). */
  cutAfter(bytes: number): void;
  heal(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of a real server that can drop the connection in the middle of a request, like a failing network. */
export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  let budget = Infinity;
  const sockets = new Set<net.Socket>();
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = net.createServer((client) => {
    if (budget <= 0) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget <= 0) return cutAll();
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    cutAfter: (bytes) => void (budget = bytes),
    heal: () => void (budget = Infinity),
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
