// Writes the production nginx config to stdout (docs/deploying.md): the template filled from the
// environment. `npm run -s nginx-config -w @fairgo/hosting > /etc/nginx/conf.d/fairgo.conf`
import Type from 'typebox';
import { ConfigError, Env, exitRefused, readEnvironment } from '../src/environment';
import { renderNginxConfig } from '../src/nginx';

const upstreams = (of: string) => Env.required(`the ${of} servers, host:port, comma-separated`);

/** What the template is filled with (infra/hosting/nginx/fairgo.conf.template). */
const nginxVariables = Type.Object({
  LISTEN: Env.text('80'),
  SITE_HOST: Env.required("the site's host name"),
  STATIC_HOST: Env.required("the remotes' files' host name"),
  API_UPSTREAMS: upstreams('API'),
  PAGE_UPSTREAMS: upstreams("shell's page"),
  STATIC_UPSTREAMS: upstreams('static host'),
});

const problems: string[] = [];
const read = readEnvironment(nginxVariables, process.env, problems);
if (problems.length > 0) exitRefused(new ConfigError(problems));
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

process.stdout.write(
  renderNginxConfig({
    listen: read.LISTEN,
    siteHost: read.SITE_HOST,
    staticHost: read.STATIC_HOST,
    apiServers: list(read.API_UPSTREAMS),
    pageServers: list(read.PAGE_UPSTREAMS),
    staticServers: list(read.STATIC_UPSTREAMS),
  }),
);
