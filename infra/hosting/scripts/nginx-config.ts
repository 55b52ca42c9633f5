// Writes the production nginx config to stdout (docs/deploying.md): the template filled from the
// environment. `npm run -s nginx-config -w @fairgo/hosting > /etc/nginx/conf.d/fairgo.conf`
import { renderNginxConfig } from '../src/nginx';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name} (see infra/hosting/nginx/fairgo.conf.template)`);
  return value;
};
const list = (name: string) =>
  required(name)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

process.stdout.write(
  renderNginxConfig({
    listen: process.env.LISTEN ?? '80',
    siteHost: required('SITE_HOST'),
    staticHost: required('STATIC_HOST'),
    apiServers: list('API_UPSTREAMS'),
    pageServers: list('PAGE_UPSTREAMS'),
    staticServers: list('STATIC_UPSTREAMS'),
  }),
);
