import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Availability, Schema, TaskStatus } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { avatarSvg } from './avatar';
import { BUSINESSES, CERTIFICATE_OPTIONS, DEMO_SUBURBS, FIRST_NAMES, JOB_ROLES, LAST_NAMES } from './catalogue';

export const DEMO_PASSWORD = 'fairgo-demo-2026';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A small deterministic random source, so every fresh database gets the same demo data. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Seeds the demo data into an empty database; does nothing when users already exist. */
export async function seedDemoData(db: Kysely<Schema>, config: Pick<ApiConfig, 'uploadsDir' | 'passwordHashing'>) {
  const existing = await db.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) return false;

  const rnd = random(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.passwordHashing);
  await mkdir(config.uploadsDir, { recursive: true });

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
  }

  // New users with images (the landing's avatars), workers and employers across the states.
  const others: { id: string; name: string; role: 'worker' | 'employer' | 'both' }[] = [];
  for (let index = 0; index < 24; index++) {
    const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${rnd.pick(LAST_NAMES)}`;
    const role = index % 3 === 0 ? 'employer' : index % 7 === 0 ? 'both' : 'worker';
    const fileName = `${randomUUID()}.svg`;
    await writeFile(join(config.uploadsDir, fileName), avatarSvg(name, (index * 47) % 360));
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

  const employers = [
    { id: ids.employer, name: demo.employer.name },
    { id: ids.both, name: demo.both.name },
    ...others.filter((user) => user.role !== 'worker'),
  ];
  for (let index = 0; index < 32; index++) {
    const owner = employers[index % employers.length]!;
    const suburb = DEMO_SUBURBS[index % DEMO_SUBURBS.length]!;
    const job = rnd.pick(JOB_ROLES);
    await db
      .insertInto('job_posts')
      .values({
        user_id: owner.id,
        name: rnd.pick(BUSINESSES),
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
    const suburb = DEMO_SUBURBS[(index * 5) % DEMO_SUBURBS.length]!;
    const job = rnd.pick(JOB_ROLES);
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
        certificates: certificates(),
        availability: availability(),
        share_phone: rnd.next() > 0.4,
        police_check: rnd.next() > 0.5,
        years_experience: rnd.int(0, 15),
        created_at: daysFromNow(-rnd.int(0, 40)),
      })
      .execute();
  }

  await seedTasks(db, rnd, ids, others);

  await db
    .insertInto('news')
    .values([
      {
        description: 'Fruit picking season is open: farms are hiring now',
        location: 'Cairns, Queensland',
        take_user_to: '/find-work',
      },
      {
        description: 'Cafes in Fitzroy are looking for weekend baristas',
        location: 'Fitzroy, Victoria',
        take_user_to: '/find-work',
      },
      {
        description: 'New: post a small paid task and get offers from locals',
        location: 'Australia-wide',
        take_user_to: '/tasks',
      },
      {
        description: 'Event staff wanted for summer festivals',
        location: 'Glenelg, South Australia',
        take_user_to: '/find-work',
      },
      {
        description: 'Employers: find workers with a White Card near you',
        location: 'Parramatta, New South Wales',
        take_user_to: '/find-worker',
      },
    ])
    .execute();

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
    .values(['visitorcount', 'askforjobcount', 'postajobcount', 'postTaskCount'].map((name) => ({ name, value: 0 })))
    .execute();
  return true;
}

async function seedTasks(
  db: Kysely<Schema>,
  rnd: ReturnType<typeof random>,
  ids: Record<'worker' | 'employer' | 'newemployer' | 'both' | 'admin', string>,
  others: { id: string; name: string }[],
) {
  const titles = [
    'Assemble a flat-pack wardrobe',
    'Mow the front and back lawn',
    'Help move a couch upstairs',
    'Clean windows of a two-storey house',
    'Walk my dog on weekday mornings',
    'Paint a bedroom feature wall',
    'Fix a leaking garden tap',
    'Set up a home Wi-Fi network',
    'Tutor Year 9 maths (2 hours)',
    'Deliver flyers in the neighbourhood',
    'Hang three large mirrors',
    'Clear gutters before storm season',
    'Pick up groceries for an elderly neighbour',
    'Build a raised garden bed',
    'Photograph a small birthday party',
    'Tidy up a shared backyard',
  ];
  const statuses: TaskStatus[] = ['open', 'accepted', 'completedByAssignee', 'completedByOwner'];
  const owners = [ids.employer, ids.both, ids.worker, ids.admin];
  const taskers = [ids.worker, ids.both, ...others.slice(0, 6).map((user) => user.id)];

  for (let index = 0; index < titles.length; index++) {
    const status = statuses[index % statuses.length]!;
    const ownerId = owners[index % owners.length]!;
    const candidates = taskers.filter((id) => id !== ownerId);
    const assigneeId = status === 'open' ? null : candidates[index % candidates.length]!;
    const remote = index % 5 === 0;
    const suburb = DEMO_SUBURBS[(index * 3) % DEMO_SUBURBS.length]!;
    const budget = rnd.int(4, 40) * 500;
    const acceptedAt = status === 'open' ? null : daysFromNow(-3);
    const task = await db
      .insertInto('tasks')
      .values({
        owner_id: ownerId,
        assignee_id: assigneeId,
        title: titles[index]!,
        description: `${titles[index]}. Tools are on site; please bring your own gloves. Happy to answer questions before you offer.`,
        original_budget_cents: budget,
        agreed_budget_cents: assigneeId ? budget : null,
        location: remote ? null : suburb.location,
        full_address: remote
          ? null
          : `${rnd.int(1, 120)} ${rnd.pick(['George', 'King', 'Smith', 'Ocean', 'Church'])} Street, ${suburb.location}`,
        latitude: remote ? null : suburb.latitude,
        longitude: remote ? null : suburb.longitude,
        due_date: index % 3 === 0 ? null : daysFromNow(rnd.int(2, 21)).toISOString().slice(0, 10),
        due_time: index % 2 === 0 ? rnd.pick(['Morning', 'Midday', 'Afternoon', 'Evening'] as const) : null,
        is_flexible: index % 3 === 0,
        is_remote: remote,
        status,
        accepted_at: acceptedAt,
        completed_by_assignee_at:
          status === 'completedByAssignee' || status === 'completedByOwner' ? daysFromNow(-1) : null,
        completed_by_owner_at: status === 'completedByOwner' ? daysFromNow(-0.5) : null,
        created_at: daysFromNow(-rnd.int(4, 20)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const offerers = assigneeId
      ? [assigneeId, ...candidates.filter((id) => id !== assigneeId).slice(0, 1)]
      : candidates.slice(index % 3, (index % 3) + 2);
    for (const [position, userId] of offerers.entries()) {
      await db
        .insertInto('offers')
        .values({
          task_id: task.id,
          user_id: userId,
          amount_cents: position === 0 && assigneeId ? budget : budget + rnd.int(-4, 4) * 100,
          message:
            'Hi! I have done this kind of job many times and can start this week. I bring my own tools, I am fully insured and happy to send photos of similar work I have done for other neighbours.',
          status: position === 0 && assigneeId ? 'accepted' : 'pending',
        })
        .execute();
    }
    await db
      .insertInto('questions')
      .values({
        task_id: task.id,
        user_id: candidates[0]!,
        question: 'Is there parking close by?',
        answer: index % 2 === 0 ? 'Yes, on the street out the front.' : null,
        answered_at: index % 2 === 0 ? new Date() : null,
      })
      .execute();

    if (assigneeId) {
      await db
        .insertInto('messages')
        .values([
          { task_id: task.id, sender_id: ownerId, message: 'Thanks for your offer! When can you come?' },
          { task_id: task.id, sender_id: assigneeId, message: 'I can do Saturday morning, if that suits.' },
        ])
        .execute();
      const fee = Math.round(budget * 0.1);
      await db
        .insertInto('payments')
        .values({
          user_id: ownerId,
          kind: 'taskHold',
          task_id: task.id,
          amount_cents: budget,
          fee_cents: fee,
          status: status === 'completedByOwner' ? 'released' : 'held',
          provider: 'development',
        })
        .execute();
      if (status === 'completedByOwner') {
        await db
          .insertInto('payments')
          .values({
            user_id: assigneeId,
            kind: 'taskPayout',
            task_id: task.id,
            amount_cents: budget - fee,
            fee_cents: fee,
            status: 'scheduled',
            provider: 'development',
            expected_on: daysFromNow(3).toISOString().slice(0, 10),
          })
          .execute();
      }
    }
    await db
      .insertInto('notifications')
      .values({
        user_id: ownerId,
        message: `New offer on "${titles[index]}"`,
        action_url: `/tasks/task/${task.id}`,
        is_read: index > 5,
        created_at: daysFromNow(-index / 4),
      })
      .execute();
  }
}
