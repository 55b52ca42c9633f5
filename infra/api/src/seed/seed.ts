import { COUNTERS } from '../routes/counters/index';
import { randomUUID } from 'node:crypto';
import { uploadKey, type ObjectStore } from '@fairgo/hosting/object-store';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Availability, Schema } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { devObjects, TEST_CARD } from '../payments/development/development-provider';
import { avatarSvg } from './avatar';
import { daysFromNow, random } from './random';
import { seedTasks } from './seed-tasks';
import { demoJobPay } from './job-pay';
import { DEMO_NEWS, FEATURED_JOBS, FEATURED_WORKERS } from './news';
import { BUSINESSES, CERTIFICATE_OPTIONS, DEMO_SUBURBS, FIRST_NAMES, JOB_ROLES, LAST_NAMES } from './catalogue';

export const DEMO_PASSWORD = 'fairgo-demo-2026';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The demo users' saved card and payout account, made at the development provider as its hosted
 * pages would make them: a customer paying with the provider's test card, an account paid out to.
 */
async function seedPaymentDetails(
  db: Kysely<Schema>,
  user: {
    id: string;
    email: string;
    name: string;
    task_payment_method_added?: boolean;
    payout_details_added?: boolean;
  },
) {
  const provider = devObjects(db);
  const metadata = { fairgo_user_id: user.id };
  const changes: { payment_customer_id?: string; payment_method_id?: string; payout_account_id?: string } = {};
  if (user.task_payment_method_added) {
    const customer = await provider.create('cus', 'customer', { email: user.email, name: user.name, metadata });
    Object.assign(changes, { payment_customer_id: customer.id, payment_method_id: TEST_CARD });
  }
  if (user.payout_details_added) {
    const account = await provider.create('acct', 'account', { email: user.email, payouts_enabled: true, metadata });
    changes.payout_account_id = account.id;
  }
  if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', user.id).execute();
}

/** Seeds the demo data into an empty database; does nothing when users already exist. */
export async function seedDemoData(
  db: Kysely<Schema>,
  config: Pick<ApiConfig, 'passwordHashing'>,
  store: Pick<ObjectStore, 'put'>,
) {
  const existing = await db.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) return false;

  const rnd = random(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.passwordHashing);

  await db
    .insertInto('job_roles')
    .values(JOB_ROLES.map((name) => ({ name })))
    .execute();
  await db
    .insertInto('certificate_options')
    .values(CERTIFICATE_OPTIONS.map((name) => ({ name })))
    .execute();

  const demo = {
    worker: { name: 'Wendy Worker', email: 'worker@demo.fairgo.au', role: 'worker', payout_details_added: true },
    employer: {
      name: 'Ed Employer',
      email: 'employer@demo.fairgo.au',
      role: 'employer',
      company: 'Harbour Cafe',
      membership_expires: daysFromNow(365),
      task_payment_method_added: true,
    },
    newemployer: {
      name: 'Nina Newemployer',
      email: 'newemployer@demo.fairgo.au',
      role: 'employer',
      company: 'Wattle Aged Care',
    },
    both: {
      name: 'Bo Both',
      email: 'both@demo.fairgo.au',
      role: 'both',
      company: 'Eureka Events',
      membership_expires: daysFromNow(365),
      task_payment_method_added: true,
      payout_details_added: true,
    },
    admin: { name: 'Ada Admin', email: 'admin@demo.fairgo.au', role: 'worker', is_admin: true },
  } as const;

  const ids: Record<keyof typeof demo, string> = { worker: '', employer: '', newemployer: '', both: '', admin: '' };
  for (const [key, account] of Object.entries(demo) as [keyof typeof demo, (typeof demo)[keyof typeof demo]][]) {
    const suburb = rnd.pick(DEMO_SUBURBS);
    const row = await db
      .insertInto('users')
      .values({
        phone: `04${rnd.int(10_000_000, 99_999_999)}`,
        password_hash: passwordHash,
        location: suburb.location,
        profile_image: null,
        company: null,
        how_did_you_hear: 'Google',
        ...account,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
    await seedPaymentDetails(db, { id: row.id, ...account });
  }

  // New users with images (the landing's avatars), workers and employers across the states.
  const others: { id: string; name: string; role: 'worker' | 'employer' | 'both' }[] = [];
  for (let index = 0; index < 24; index++) {
    const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${rnd.pick(LAST_NAMES)}`;
    const role = index % 3 === 0 ? 'employer' : index % 7 === 0 ? 'both' : 'worker';
    const fileName = `${randomUUID()}.svg`;
    await store.put(uploadKey(fileName), avatarSvg(name, (index * 47) % 360), 'image/svg+xml');
    await db
      .insertInto('uploads')
      .values({ file_name: fileName, content_type: 'image/svg+xml', size_bytes: 400, user_id: null })
      .execute();
    const row = await db
      .insertInto('users')
      .values({
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index}@example.com.au`,
        phone: `04${rnd.int(10_000_000, 99_999_999)}`,
        password_hash: passwordHash,
        role,
        location: rnd.pick(DEMO_SUBURBS).location,
        profile_image: `/api/uploads/${fileName}`,
        company: role === 'worker' ? null : rnd.pick(BUSINESSES),
        how_did_you_hear: rnd.pick(['Facebook', 'Word of Mouth', 'Referral', 'Google']),
        membership_expires: role === 'worker' ? null : daysFromNow(rnd.int(-30, 200)),
        created_at: daysFromNow(-index),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    others.push({ id: row.id, name, role });
  }

  const availability = (): string =>
    JSON.stringify(Object.fromEntries(DAYS.map((day) => [day, rnd.next() > 0.35])) as Availability);
  const certificates = () =>
    rnd.next() > 0.4
      ? [rnd.pick(CERTIFICATE_OPTIONS), ...(rnd.next() > 0.6 ? [rnd.pick(CERTIFICATE_OPTIONS)] : [])]
      : [];

  const jobPay = demoJobPay();
  // The news's posts (news.ts) replace the first posts' random role and place; the draws stay the same.
  const featured = (post?: { job: string; location: string }) =>
    post && { job: post.job, suburb: DEMO_SUBURBS.find((suburb) => suburb.location === post.location)! };

  const employers = [
    { id: ids.employer, name: demo.employer.name },
    { id: ids.both, name: demo.both.name },
    ...others.filter((user) => user.role !== 'worker'),
  ];
  for (let index = 0; index < 32; index++) {
    const owner = employers[index % employers.length]!;
    const picked = { job: rnd.pick(JOB_ROLES), suburb: DEMO_SUBURBS[index % DEMO_SUBURBS.length]! };
    const { job, suburb } = featured(FEATURED_JOBS[index]) ?? picked;
    await db
      .insertInto('job_posts')
      .values({
        user_id: owner.id,
        name: owner.name,
        business_name: rnd.pick(BUSINESSES),
        ...jobPay(index),
        job,
        phone: `04${rnd.int(10_000_000, 99_999_999)}`,
        email: `jobs${index}@example.com.au`,
        ...suburb,
        description:
          index % 4 === 0
            ? ''
            : `We need a reliable ${job.toLowerCase()} for casual shifts in ${suburb.location.split(',')[0]}. Friendly team, award rates, flexible rosters and training on the first day.`,
        certificates: certificates(),
        availability: availability(),
        share_phone: rnd.next() > 0.3,
        created_at: daysFromNow(-rnd.int(0, 40)),
      })
      .execute();
  }

  const workers = [
    { id: ids.worker, name: demo.worker.name },
    { id: ids.both, name: demo.both.name },
    ...others.filter((user) => user.role !== 'employer'),
  ];
  for (let index = 0; index < 32; index++) {
    const owner = workers[index % workers.length]!;
    const picked = { job: rnd.pick(JOB_ROLES), suburb: DEMO_SUBURBS[(index * 5) % DEMO_SUBURBS.length]! };
    const { job, suburb } = featured(FEATURED_WORKERS[index]) ?? picked;
    await db
      .insertInto('worker_posts')
      .values({
        user_id: owner.id,
        name: owner.name,
        job,
        phone: `04${rnd.int(10_000_000, 99_999_999)}`,
        email: `worker${index}@example.com.au`,
        gender: rnd.pick(['Male', 'Female', 'Other'] as const),
        ...suburb,
        description:
          index % 5 === 0
            ? ''
            : `Experienced ${job.toLowerCase()} looking for casual work around ${suburb.location.split(',')[0]}. Punctual, friendly and happy to pick up extra shifts at short notice.`,
        certificates: [...new Set([...certificates(), ...(FEATURED_WORKERS[index]?.certificates ?? [])])],
        availability: availability(),
        share_phone: rnd.next() > 0.4,
        police_check: rnd.next() > 0.5,
        years_experience: rnd.int(0, 15),
        created_at: daysFromNow(-rnd.int(0, 40)),
      })
      .execute();
  }

  await seedTasks(db, rnd, ids, others);

  await db.insertInto('news').values(DEMO_NEWS).execute();

  await db
    .insertInto('feedback')
    .values([
      {
        name: 'Liam Ryan',
        email: 'liam@example.com.au',
        phone: null,
        message: 'Could you add "Pool Cleaner" as a role?',
        status: 'new',
      },
      {
        name: 'Priya Patel',
        email: 'priya@example.com.au',
        phone: '0412000111',
        message: 'Found a great weekend job within a week. Thanks!',
        status: 'reviewed',
      },
      {
        name: 'Tama King',
        email: 'tama@example.com.au',
        phone: null,
        message: 'Please add Broome to the locations.',
        status: 'new',
      },
      {
        name: 'Mei Lee',
        email: 'mei@example.com.au',
        phone: null,
        message: 'Referral claim: I referred Harbour Cafe.',
        status: 'new',
      },
    ])
    .execute();

  await db
    .insertInto('newsletter_subscribers')
    .values([{ email: 'news1@example.com.au' }, { email: 'news2@example.com.au' }])
    .execute();
  await db
    .insertInto('counters')
    .values(Object.values(COUNTERS).map((name) => ({ name, value: 0 })))
    .execute();
  return true;
}
