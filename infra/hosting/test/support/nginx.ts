import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An nginx in the foreground with its files in `dir`, serving `config` (its `http` block's content). */
export function spawnNginx(nginx: string, dir: string, config: string) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; worker_processes 1;
     events {}
     http { access_log off; client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp;
            ${config} }`,
  );
  return spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;']);
}
