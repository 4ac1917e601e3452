/**
 * A TCP proxy on loopback that can be cut and restored, to take a real database server away
 * from the app for a while (every open connection dropped, new ones refused) and bring it back.
 */

import type { AddressInfo } from "node:net";
import { connect, createServer, type Socket } from "node:net";

export interface CuttableProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy to host:port on a free local port. */
export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let isCut = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
