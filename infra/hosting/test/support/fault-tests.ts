import { answers, PORTS, processes, registration, startApi, topology } from './topology';

// Faults under writes, registered in the topology's describe (production-topology.test.ts): an API
// killed (-9) and one stopped (SIGTERM) while registrations are in flight on it.
interface Write {
  email: string;
  key: string;
  status: number | 'cut off';
}

const registerOn = async (port: number, email: string, key: string): Promise<Write> => {
  const response = await fetch(`http://127.0.0.1:${port}/api/register`, {
    method: 'POST',
    body: registration(email),
    headers: { 'idempotency-key': key },
  }).catch(() => null);
  return { email, key, status: response?.status ?? 'cut off' };
};

/** Sends `count` registrations to API instance 0 at once, and does `fault` to it once the first is answered. */
async function writesWith(name: string, count: number, fault: () => void) {
  let faulted = false;
  const writes = Array.from({ length: count }, async (_, index) => {
    const write = await registerOn(PORTS.api[0]!, `${name}-${index}@example.com.au`, `${name}-key-${index}`);
    // The first answer proves the others left and are in the instance's hands.
    if (!faulted) {
      faulted = true;
      fault();
    }
    return write;
  });
  return Promise.all(writes);
}

const storedOf = async (writes: Write[]) =>
  (
    await topology.db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
      writes.map((write) => write.email),
    ])
  ).rows.map((row) => row.email);

const exited = (name: string) => new Promise((resolve) => processes.get(name)!.once('exit', resolve));

export function faultTests() {
  // Whatever a test finds, instance 0 is up again for the next.
  afterEach(async () => {
    const child = processes.get('api-0');
    if (child && child.exitCode === null && child.signalCode === null) return;
    startApi(0);
    await answers(`http://127.0.0.1:${PORTS.api[0]}/api/health`);
  });

  it('keeps every acknowledged write when an API is killed (-9) with writes in flight; a retry with its key writes once', async () => {
    const gone = exited('api-0');
    const writes = await writesWith('killed', 24, () => processes.get('api-0')!.kill('SIGKILL'));
    await gone;
    const acknowledged = writes.filter((write) => write.status === 200);
    const cutOff = writes.filter((write) => write.status === 'cut off');
    const stored = await storedOf(writes);
    // Every request either got its answer or failed clearly (the connection was cut): none got a wrong one.
    expect(acknowledged.length + cutOff.length).toBe(writes.length);
    expect(stored).toEqual(expect.arrayContaining(acknowledged.map((write) => write.email)));
    const storedUnanswered = cutOff.filter((write) => stored.includes(write.email)).length;

    // The client's retry, with the same key, to the instance still up: it waits while the dead
    // instance's claim lasts, then gets the first answer back, or the write done once.
    const retries = await Promise.all(
      cutOff.map(async (write) => {
        for (;;) {
          const response = await fetch(`http://127.0.0.1:${PORTS.api[1]}/api/register`, {
            method: 'POST',
            body: registration(write.email),
            headers: { 'idempotency-key': write.key },
          });
          if (response.status !== 409 || !response.headers.has('retry-after'))
            return { status: response.status, replayed: response.headers.has('idempotent-replayed') };
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }),
    );
    const counts = await topology.db.query<{ email: string; count: string }>(
      'SELECT email, count(*) FROM users WHERE email = ANY($1) GROUP BY email',
      [writes.map((write) => write.email)],
    );
    console.log(
      `kill -9 with ${writes.length} registrations in flight: ${acknowledged.length} acknowledged (all stored), ` +
        `${cutOff.length} cut off (${storedUnanswered} of them stored without an answer); ` +
        `their retries with the same key: ${retries.filter((retry) => retry.status === 200).length} answered 200 ` +
        `(${retries.filter((retry) => retry.replayed).length} replayed, the rest written); none written twice`,
    );
    // A retry of a write that was done gets its first answer (kept with the write itself, even when the
    // process died before it could send it); a retry of one that was not done does it, once.
    expect(retries.map((retry) => retry.status)).toEqual(cutOff.map(() => 200));
    cutOff.forEach((write, index) => {
      if (stored.includes(write.email)) expect([write.email, retries[index]!.replayed]).toEqual([write.email, true]);
    });
    expect(counts.rows).toHaveLength(writes.length);
    expect(counts.rows.every((row) => Number(row.count) === 1)).toBe(true);
  }, 90_000);

  it('loses no write and leaves none half-done when an API is stopped (SIGTERM) under writes', async () => {
    const gone = exited('api-0');
    const writes = await writesWith('stopped', 24, () => processes.get('api-0')!.kill('SIGTERM'));
    await gone;
    const stored = await storedOf(writes);
    const acknowledged = writes.filter((write) => write.status === 200);
    const refused = writes.filter((write) => write.status === 503);
    const cutOff = writes.filter((write) => write.status === 'cut off');
    // The drain finishes what it took; what it refused (503) or never took (the connection closed before
    // the request was read) it did not write: every write is whole and answered, or not done and failed clearly.
    expect(stored.sort()).toEqual(acknowledged.map((write) => write.email).sort());
    expect(acknowledged.length + refused.length + cutOff.length).toBe(writes.length);
    // The client's retries, with their keys, to the instance still up: each written once.
    const retried = await Promise.all(
      [...refused, ...cutOff].map((write) => registerOn(PORTS.api[1]!, write.email, write.key)),
    );
    console.log(
      `SIGTERM with ${writes.length} registrations in flight: ${acknowledged.length} acknowledged and stored, ` +
        `${refused.length} told 503 to come back, ${cutOff.length} cut off before they were read, none stored; ` +
        `their retries: ${retried.filter((write) => write.status === 200).length} written`,
    );
    expect(retried.map((write) => write.status)).toEqual(retried.map(() => 200));
    expect((await storedOf(writes)).length).toBe(writes.length);
  }, 60_000);
}
