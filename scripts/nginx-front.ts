// The TLS and HTTP/2 front of docs/deployment.md, started on this machine for a test or a bench: the doc's own
// nginx configuration, taken from the doc, with a self-signed certificate made by openssl, free ports for its
// HTTP and HTTPS listeners, its upstream pointed at the given server, and nginx's pid, log and temporary
// files in a folder of its own. Loopback only. stop() ends nginx; the folder is the caller's.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { freePort } from "./free-port.ts";
import { NGINX_PATH, OPENSSL_PATH } from "./system-programs.ts";

const ROOT = resolve(import.meta.dirname, "..");

/** The label (first line) of the doc's nginx block. */
export const FRONT_BLOCK = "/etc/nginx/sites-enabled/claims: the TLS and HTTP/2 front";

export interface DocBlock {
  readonly language: string;
  /** The block's first line, when it is a comment naming what the block is ("# one machine: ..."). */
  readonly label: string;
  readonly text: string;
}

/** Every fenced block of a Markdown text, in order. */
export const fencedBlocks = (markdown: string): readonly DocBlock[] =>
  [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => {
    const text = match[2] ?? "";
    const first = text.split("\n", 1)[0] ?? "";
    return { language: match[1] ?? "", label: first.startsWith("#") ? first.replace(/^#\s*/, "") : "", text };
  });

export interface TlsFront {
  readonly httpsPort: number;
  readonly httpPort: number;
  /** The configuration as nginx read it, `nginx -t` passed. */
  readonly configuration: string;
  readonly stop: () => Promise<void>;
}

const answers = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => {
      done(false);
    });
  });

/**
 * Starts the doc's front in `folder`, in front of the server at 127.0.0.1:`upstreamPort`; resolves once it
 * answers. `http2: false` serves the same TLS over HTTP/1.1 only, to tell what HTTP/2 itself brings.
 */
export const startTlsFront = async (folder: string, upstreamPort: number, options: { readonly http2?: boolean } = {}): Promise<TlsFront> => {
  const block = fencedBlocks(await readFile(join(ROOT, "docs/deployment.md"), "utf8")).find((candidate) => candidate.label === FRONT_BLOCK);
  if (block === undefined) throw new Error(`docs/deployment.md has no nginx block "# ${FRONT_BLOCK}"`);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const tls = join(folder, "tls");
  await mkdir(tls, { recursive: true });
  execFileSync(OPENSSL_PATH, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=claims.example.org", "-keyout", join(tls, "privkey.pem"), "-out", join(tls, "fullchain.pem")], { stdio: "ignore" });
  const configuration = block.text
    .split("/etc/claims/tls").join(tls)
    .replace("server 127.0.0.1:8080;", `server 127.0.0.1:${String(upstreamPort)};`)
    .replace(/listen (\[::\]:)?80;/g, `listen $1${String(httpPort)};`)
    .replace(/listen (\[::\]:)?443 ssl http2;/g, `listen $1${String(httpsPort)} ssl${options.http2 === false ? "" : " http2"};`);
  await writeFile(join(folder, "claims.conf"), configuration);
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${join(folder, `nginx-${name}`)};`);
  await writeFile(
    join(folder, "nginx.conf"),
    [
      // As root, nginx's workers would run as nobody, who cannot read the folder.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `pid ${join(folder, "nginx.pid")};`,
      `error_log ${join(folder, "nginx-error.log")};`,
      "events {}",
      `http {\n  access_log off;\n  ${temporary.join("\n  ")}\n  include ${join(folder, "claims.conf")};\n}`
    ].join("\n")
  );
  const args = ["-p", folder, "-c", join(folder, "nginx.conf")];
  execFileSync(NGINX_PATH, ["-t", ...args], { stdio: "pipe" });
  const nginx: ChildProcess = spawn(NGINX_PATH, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise<void>((done) => {
    nginx.once("exit", () => {
      done();
    });
  });
  for (let attempt = 0; !(await answers(httpsPort)); attempt += 1) {
    if (nginx.exitCode !== null || attempt > 200) throw new Error(`nginx did not start: see ${join(folder, "nginx-error.log")}`);
    await new Promise((wake) => setTimeout(wake, 25));
  }
  return {
    httpsPort,
    httpPort,
    configuration,
    stop: async () => {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      nginx.kill("SIGTERM");
      await exited;
    }
  };
};
