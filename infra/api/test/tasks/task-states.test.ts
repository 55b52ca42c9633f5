import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moveTask, TASK_MOVES } from '../../src/tasks/task-states';
import { taskWorld } from '../support/tasks';

const SRC = new URL('../../src/', import.meta.url).pathname;
const STATES_FILE = join(SRC, 'tasks', 'task-states.ts');
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

describe("tasks: every move between a task's statuses is in task-states.ts", () => {
  it('draws exactly the moves of the table', () => {
    const picture = [...readFileSync(STATES_FILE, 'utf8').matchAll(/^ \* {3}(\w+) ─(\w+)→ (\w+)/gm)].map(
      ([, from, move, to]) => `${from} ─${move}→ ${to}`,
    );
    const table = Object.entries(TASK_MOVES).map(([move, { from, to }]) => `${from} ─${move}→ ${to}`);
    expect(picture).toEqual(table);
  });

  it("writes a task's status nowhere but moveTask, and makes every move of the table", () => {
    const others = sources.filter(({ file }) => !file.endsWith('task-states.ts'));
    const statusWrites = others.filter(
      ({ text }) =>
        /updateTable\('tasks'\)[^;]*?\.set\(\{[^}]*\bstatus\b/.test(text) ||
        /update\s+tasks\s+set\s+status/i.test(text),
    );
    expect(statusWrites.map(({ file }) => file)).toEqual([]);
    const moving = others.filter(({ text }) => text.includes('moveTask('));
    for (const move of Object.keys(TASK_MOVES))
      expect([move, moving.some(({ text }) => text.includes(`'${move}'`))]).toEqual([move, true]);
  });
});

// Apart, so that only this test starts an app (a cold one takes seconds on PGlite).
describe('tasks: moveTask', () => {
  const { world, newTask, acceptedTask } = taskWorld('2026-11-20T09:00:00Z');
  const statusOf = async (taskId: string) =>
    (await world.app.db.selectFrom('tasks').select('status').where('id', '=', taskId).executeTakeFirstOrThrow()).status;

  it('refuses a move from any other status, writing nothing', async () => {
    const open = await newTask();
    await expect(moveTask(world.app.db, open, 'markCompletedByAssignee')).rejects.toThrow(
      'markCompletedByAssignee needs a task that is accepted',
    );
    expect(await statusOf(open)).toBe('open');
    const accepted = await acceptedTask();
    await expect(moveTask(world.app.db, accepted, 'cancelTask')).rejects.toThrow('needs a task that is open');
    await moveTask(world.app.db, accepted, 'markCompletedByAssignee', { completed_by_assignee_at: new Date() });
    expect(await statusOf(accepted)).toBe('completedByAssignee');
  });
});
