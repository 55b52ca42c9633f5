// Writes the production nginx config to stdout (docs/security-headers.md): the template filled from the
// environment, with the security headers helmet would send and the hashes of the shell build's inline scripts.
import { resolve } from 'node:path';
import { PUBLIC_API_ORIGIN } from '../src/apps';
import { renderNginxConfig } from '../src/nginx';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name} (see infra/hosting/nginx/fairgo.conf.template)`);
  return value;
};
const list = (name: string) =>
  required(name)
    .split(',')
    .map((item) => item.trim());

process.stdout.write(
  renderNginxConfig({
    listen: process.env.LISTEN ?? '80',
    siteHost: required('SITE_HOST'),
    staticHost: required('STATIC_HOST'),
    siteOrigins: list('SITE_ORIGINS'),
    remoteOrigins: list('REMOTE_ORIGINS'),
    apiOrigin: PUBLIC_API_ORIGIN,
    shellRoot: resolve(required('SHELL_ROOT')),
    releasesRoot: resolve(required('RELEASES_ROOT')),
    apiUpstream: required('API_UPSTREAM'),
  }),
);
