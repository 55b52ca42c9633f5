import type { Offer, Task, TaskSummary } from '@fairgo/shared/contract';

export const testTaskSummary = (changes: Partial<TaskSummary> = {}): TaskSummary => ({
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Assemble a flat-pack wardrobe',
  description: 'Two-door wardrobe, tools on site.',
  images: [],
  originalBudget: 120,
  agreedBudget: null,
  location: 'Newtown, New South Wales',
  fullAddress: '12 King Street, Newtown, New South Wales, Australia',
  dueDate: '2099-03-14',
  dueTime: 'Midday',
  isFlexible: false,
  isThisRemoteTask: false,
  date: '2026-11-20T09:00:00.000Z',
  status: 'open',
  numberOfOffers: 0,
  numberOfQuestions: 0,
  createdBy: { name: 'Olivia Owner', profileImage: null },
  viewer: 'public',
  ...changes,
});

export const testOffer = (changes: Partial<Offer> = {}): Offer => ({
  _id: '22222222-2222-4222-8222-222222222222',
  offeredBy: { name: 'Tom Tasker', profileImage: null },
  message: 'I can do it on Saturday.',
  budget: 150,
  fee: 15,
  payout: 135,
  status: 'pending',
  isAccepted: false,
  isMine: false,
  createdOn: '2026-11-20T10:00:00.000Z',
  ...changes,
});

export const testTask = (changes: Partial<Task> = {}): Task => ({
  ...testTaskSummary(),
  offers: [],
  questions: [],
  messages: [],
  feePercent: 10,
  autoCompletesOn: null,
  payoutExpectedOn: null,
  ...changes,
});
