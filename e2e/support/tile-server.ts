import { createServer, type Server } from 'node:http';
import sharp from 'sharp';

export interface TileServer {
  /** the URL template the app is configured with */
  template: string;
  /** tiles served so far, as "z/x/y" */
  served: string[];
  close(): Promise<void>;
}

/** A small local raster tile server (every tile a plain 256 px PNG), since nothing beyond this machine can be reached. */
export async function startTileServer(): Promise<TileServer> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 226, g: 232, b: 240 } } }).png().toBuffer();
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    served.push(`${match[1]}/${match[2]}/${match[3]}`);
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
