import { fixed } from '@fairgo/shared/ui';
import { useEffect, useState } from 'react';

/** product.md#what-fairgo-is: a random 50 to 200, made on the client (so never in the prerendered page). */
export const usersActiveNow = (random = Math.random) => 50 + Math.floor(random() * 151);

const Line = fixed('p', { fontSize: 'sm', color: 'green.700', fontWeight: 'medium', minH: '1.5em' });

export function UsersActive() {
  const [count, setCount] = useState<number | null>(null);
  // After mount: the prerendered HTML has no number, so hydration never disagrees with it.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setCount(usersActiveNow()), []);
  return <Line>{count === null ? null : `● ${count} users active now`}</Line>;
}
