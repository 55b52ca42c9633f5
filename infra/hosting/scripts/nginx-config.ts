// Writes the production nginx config to stdout (docs/deploying.md): the template filled from the
// environment. `npm run -s nginx-config -w @fairgo/hosting > /etc/nginx/conf.d/fairgo.conf`
import Type from 'typebox';
import { commaList, ConfigError, Env, exitRefused, readEnvironment } from '../src/environment';
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
  /** nginx terminates TLS: its certificate and key (PEM files), and the port that sends http to https. */
  TLS_CERTIFICATE: Env.optional(),
  TLS_CERTIFICATE_KEY: Env.optional(),
  HTTP_LISTEN: Env.text('80'),
  /** Or a load balancer in front terminates it: its addresses or ranges, comma-separated. */
  LOAD_BALANCERS: Env.optional(),
});

const problems: string[] = [];
const read = readEnvironment(nginxVariables, process.env, problems);
const list = commaList;
const terminating = Boolean(read.TLS_CERTIFICATE || read.TLS_CERTIFICATE_KEY);
if (terminating && !(read.TLS_CERTIFICATE && read.TLS_CERTIFICATE_KEY))
  problems.push('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY go together: the certificate and its key');
if (terminating && read.LOAD_BALANCERS)
  problems.push(
    'TLS ends once: set TLS_CERTIFICATE (nginx terminates it) or LOAD_BALANCERS (a balancer does), not both',
  );
if (problems.length > 0) exitRefused(new ConfigError(problems));
const tls = terminating
  ? ({
      at: 'nginx',
      certificate: read.TLS_CERTIFICATE!,
      certificateKey: read.TLS_CERTIFICATE_KEY!,
      httpListen: read.HTTP_LISTEN,
    } as const)
  : read.LOAD_BALANCERS
    ? ({ at: 'balancer', balancers: list(read.LOAD_BALANCERS) } as const)
    : undefined;

process.stdout.write(
  renderNginxConfig({
    listen: read.LISTEN,
    siteHost: read.SITE_HOST,
    staticHost: read.STATIC_HOST,
    apiServers: list(read.API_UPSTREAMS),
    pageServers: list(read.PAGE_UPSTREAMS),
    staticServers: list(read.STATIC_UPSTREAMS),
    ...(tls ? { tls } : {}),
  }),
);
