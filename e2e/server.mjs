// A static server that answers like GitHub Pages does for a project site:
// exact files are served; a folder redirects to its trailing-slash form and then serves its
// index.html; `/x` falls back to `x.html`; anything else gets the site's 404.html with status 404.
// `basePath` is the prefix the site is served under (GitHub Pages: "/<project>/").
// Text (HTML, scripts, styles, JSON, SVG) is sent gzipped to a client that accepts it, as GitHub
// Pages does: Lighthouse's simulated slow network times the bytes actually sent, so an
// uncompressed page would be measured as several times slower than it is.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt"]);

/** gzip bodies by file: the build does not change while it is served. */
const gzipped = new Map();
function gzipOf(file, body) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(body));
  return gzipped.get(file);
}

async function isFile(path) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

async function isDirectory(path) {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

/** Resolves a request path to a response plan: a file to send, a redirect, or not found. */
async function resolve(root, basePath, pathname) {
  if (!pathname.startsWith(basePath)) return { status: 404 };
  const relative = decodeURIComponent(pathname.slice(basePath.length));
  const path = normalize(join(root, relative));
  if (path !== root && !path.startsWith(root + sep)) return { status: 404 };
  if (pathname.endsWith("/")) {
    const index = join(path, "index.html");
    return (await isFile(index)) ? { status: 200, file: index } : { status: 404 };
  }
  if (await isFile(path)) return { status: 200, file: path };
  if (await isDirectory(path)) return { status: 301, location: `${pathname}/` };
  if (await isFile(`${path}.html`)) return { status: 200, file: `${path}.html` };
  return { status: 404 };
}

/**
 * Serves `root` under `basePath` on a free loopback port.
 * Resolves to `{ origin, close }` once listening.
 */
export function startServer({ root, basePath = "/finder/" }) {
  const rootPath = normalize(root);
  const server = createServer(async (request, response) => {
    try {
      const { pathname, search } = new URL(request.url ?? "/", "http://localhost");
      const plan = await resolve(rootPath, basePath, pathname);
      if (plan.status === 301) {
        response.writeHead(301, { location: plan.location + search }).end();
        return;
      }
      const file = plan.file ?? join(rootPath, "404.html");
      const raw = await readFile(file);
      const gzip =
        compressible.has(extname(file)) &&
        /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
      const body = gzip ? gzipOf(file, raw) : raw;
      response.writeHead(plan.status, {
        "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
        vary: "accept-encoding",
        ...(gzip && { "content-encoding": "gzip" }),
        "content-length": body.length,
      });
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  return new Promise((resolveStart, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolveStart({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // The browser keeps connections alive; without this, close() would wait for them.
            server.closeAllConnections();
          }),
      });
    });
  });
}
