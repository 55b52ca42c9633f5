import type { HealthStats, ReleaseHealth, RegistryEvent } from '@fairgo/shared/contract';
import { QueryRoot } from '@fairgo/shared/queries';
import { Badge, Box, dateTime, Heading, HStack, Stack, Text } from '@fairgo/shared/ui';
import { Loaded } from '../../lib/loaded';
import { useReleaseHealth } from './api/use-release-health';
import { describeMove, FIGURES, NO_MOVES, NO_RELEASES, NO_SAMPLES, WINDOWS } from './release-texts';

type RemoteHealth = ReleaseHealth['remotes'][number];

const cell = { px: 3, py: 2, borderBottomWidth: '1px', textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** One window's figures for each version of a remote, as a table (scrolls sideways on a phone). */
function HealthTable({ remote, window }: { remote: RemoteHealth; window: keyof typeof WINDOWS }) {
  const reported = remote.versions.some((version) => version[window].loads > 0 || version[window].p75Lcp !== null);
  return (
    // Scrolls sideways on a phone, so it takes the focus: a keyboard user scrolls it with the arrows.
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      tabIndex={0}
      role="group"
      aria-label={`${remote.remote}, ${WINDOWS[window].toLowerCase()}`}
    >
      <Box as="table" width="full" fontSize="sm" style={{ borderCollapse: 'collapse' }}>
        <Box as="caption" textAlign="left" px={3} py={2} fontWeight="semibold">
          {WINDOWS[window]}
          {reported ? '' : `: ${NO_SAMPLES}`}
        </Box>
        <thead>
          <tr>
            <Box asChild {...cell} textAlign="left">
              <th scope="col">Version</th>
            </Box>
            {FIGURES.map((figure) => (
              <Box asChild key={figure.label} {...cell}>
                <th scope="col">{figure.label}</th>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {remote.versions.map((version) => (
            <tr key={version.version}>
              <Box asChild {...cell} textAlign="left" fontWeight="normal">
                <th scope="row">
                  <HStack gap={2}>
                    <Text as="span" fontFamily="mono">
                      {version.version}
                    </Text>
                    {version.role ? (
                      <Badge colorPalette={version.role === 'canary' ? 'orange' : 'green'}>{version.role}</Badge>
                    ) : null}
                  </HStack>
                </th>
              </Box>
              {FIGURES.map((figure) => (
                <Box as="td" key={figure.label} {...cell}>
                  {figure.show(version[window] as HealthStats)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function RemoteSection({ remote }: { remote: RemoteHealth }) {
  return (
    <Stack as="section" gap={3} aria-label={remote.remote}>
      <Heading as="h2" size="lg">
        {remote.remote}
      </Heading>
      <Text>
        Current: <strong>{remote.current ?? 'none'}</strong>
        {remote.canary
          ? `. Canary: ${remote.canary.version} for ${remote.canary.percent}% of browsers since ${dateTime(remote.canary.since)}.`
          : '. No canary running.'}
      </Text>
      <HealthTable remote={remote} window="hour" />
      <HealthTable remote={remote} window="day" />
    </Stack>
  );
}

function Move({ event }: { event: RegistryEvent }) {
  const automatic = event.action === 'auto-rollback';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} bg={automatic ? 'red.50' : 'bg'}>
      <Text fontWeight="semibold">
        {event.remote}: {describeMove(event)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {dateTime(event.at)}, by {event.actor}
      </Text>
      {event.reason ? <Text fontSize="sm">Why: {event.reason}</Text> : null}
    </Box>
  );
}

function ReleasesReport() {
  return (
    <Loaded query={useReleaseHealth()} loading="Loading releases">
      {(data) => <Report data={data} />}
    </Loaded>
  );
}

function Report({ data }: { data: ReleaseHealth }) {
  return (
    <Stack gap={10}>
      {data.remotes.length === 0 ? <Text color="fg.muted">{NO_RELEASES}</Text> : null}
      {data.remotes.map((remote) => (
        <RemoteSection key={remote.remote} remote={remote} />
      ))}
      <Stack gap={3}>
        <Heading as="h2" size="lg">
          Latest moves
        </Heading>
        {data.events.length === 0 ? (
          <Text color="fg.muted">{NO_MOVES}</Text>
        ) : (
          <Stack as="ul" gap={2} listStyleType="none" aria-label="Latest moves">
            {data.events.map((event, index) => (
              <Move key={`${event.at}-${index}`} event={event} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** What an administrator sees on Releases, with the query client its data loads through. */
export function AdminReleases() {
  return (
    <QueryRoot>
      <ReleasesReport />
    </QueryRoot>
  );
}
