/**
 * nginx from Debian's package in front of instances of the site, configured with
 * deploy/nginx/proxy.conf verbatim (the rolling-restart and publish tests).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, tempDir, waitUntil } from "../support/processes";

export const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

/**
 * nginx on `port` with deploy/nginx/proxy.conf in front of the given instance ports, each
 * listed as deploy/nginx.conf lists them.
 */
export async function startNginx(instancePorts: number[], port: number) {
  const dir = tempDir("nginx-it-");
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const conf = path.join(dir, "nginx.conf");
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    conf,
    `${asRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
    zone site 64k;
${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${path.join(root, "deploy/nginx/proxy.conf")};
    }
  }
}
`,
  );
  execFileSync(NGINX, ["-t", "-q", "-c", conf, "-p", dir], { stdio: "pipe" });
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    () =>
      fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      ),
    20_000,
    "nginx",
  );
  return {
    url,
    errorLog: path.join(dir, "error.log"),
    async stop() {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
