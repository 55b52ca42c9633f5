import { EMPTY_DRAFT, imageProblems, stepProblems, toFormData, type TaskDraft } from '../wizard-rules';

const TODAY = '2026-11-22';
const draft = (changes: Partial<TaskDraft>): TaskDraft => ({ ...EMPTY_DRAFT, ...changes });
const holds = (step: 1 | 2 | 3 | 4, changes: Partial<TaskDraft>) =>
  stepProblems(step, draft(changes), TODAY).length === 0;

describe('post-a-task wizard rules (product.md#validation)', () => {
  it('step 1: a title of at most 50 and a description of at most 500, both non-empty after trimming', () => {
    expect(holds(1, { title: 'Mow the lawn', description: 'Front and back.' })).toBe(true);
    expect(holds(1, { title: '   ', description: 'Front and back.' })).toBe(false);
    expect(holds(1, { title: 'Mow the lawn', description: ' \n ' })).toBe(false);
    expect(holds(1, { title: 'x'.repeat(50), description: 'y'.repeat(500) })).toBe(true);
    expect(stepProblems(1, draft({ title: 'x'.repeat(51), description: 'ok' }), TODAY)).toEqual([
      'The title can be at most 50 characters.',
    ]);
    expect(holds(1, { title: 'ok', description: 'y'.repeat(501) })).toBe(false);
  });

  it('step 2: a numeric budget, and remote or a suburb and an address both picked from their lists', () => {
    const place = {
      location: 'Newtown, New South Wales',
      suburbPicked: true,
      fullAddress: '1 King St, Newtown',
      addressPicked: true,
    };
    expect(holds(2, { budget: '120', remote: true })).toBe(true);
    expect(holds(2, { budget: '45.50', ...place })).toBe(true);
    for (const budget of ['', 'abc', '0', '12.345', '-5', '1e3'])
      expect(holds(2, { budget, remote: true })).toBe(false);
    expect(holds(2, { budget: '120', ...place, addressPicked: false })).toBe(false);
    expect(holds(2, { budget: '120', ...place, suburbPicked: false })).toBe(false);
    expect(stepProblems(2, draft({ budget: '120' }), TODAY)).toEqual([
      'Choose a suburb from the list, or tick remote.',
      'Pick the full address from the list.',
    ]);
  });

  it('step 3: a due date not before today, or flexible; a slot when a certain time of day is ticked', () => {
    expect(holds(3, { dueDate: TODAY })).toBe(true);
    expect(holds(3, { dueDate: '2026-11-21' })).toBe(false);
    expect(holds(3, {})).toBe(false);
    expect(holds(3, { flexible: true })).toBe(true);
    expect(holds(3, { flexible: true, certainTime: true })).toBe(false);
    expect(holds(3, { flexible: true, certainTime: true, dueTime: 'Evening' })).toBe(true);
  });

  it('step 4: images are optional, at most five, images of at most 5 MB', () => {
    const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
    expect(imageProblems([])).toEqual([]);
    expect(imageProblems([png('a.png')])).toEqual([]);
    expect(imageProblems(Array.from({ length: 6 }, (_, i) => png(`${i}.png`)))).toEqual(['Choose at most 5 images.']);
    expect(imageProblems([new File(['x'], 'cv.pdf', { type: 'application/pdf' })])).toEqual([
      'cv.pdf is not an image (PNG, JPEG, WebP or GIF).',
    ]);
    expect(imageProblems([png('big.png', 5 * 1024 * 1024 + 1)])).toEqual(['big.png is larger than 5 MB.']);
  });

  it('sends the fields postTask takes, trimmed, without the place of a remote task', () => {
    const form = toFormData(
      draft({
        title: ' Mow ',
        description: ' Lawn ',
        budget: '80',
        remote: true,
        location: 'Newtown',
        flexible: true,
        dueDate: TODAY,
      }),
    );
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Mow',
      description: 'Lawn',
      originalBudget: '80',
      isThisRemoteTask: 'true',
      location: '',
      fullAddress: '',
      isFlexible: 'true',
      dueDate: '',
      dueTime: '',
    });
  });
});
