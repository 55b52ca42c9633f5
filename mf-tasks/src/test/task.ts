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
  createdBy: {
    _id: '44444444-4444-4444-8444-444444444444',
    name: 'Olivia Owner',
    profileImage: null,
    rating: { average: null, count: 0 },
  },
  viewer: 'public',
  ...changes,
});

export const testOffer = (changes: Partial<Offer> = {}): Offer => ({
  _id: '22222222-2222-4222-8222-222222222222',
  offeredBy: {
    _id: '55555555-5555-4555-8555-555555555555',
    name: 'Tom Tasker',
    profileImage: null,
    rating: { average: 4.5, count: 2 },
  },
  message: 'I can do it on Saturday.',
  budget: 150,
  fee: 15,
  payout: 135,
  status: 'pending',
  isAccepted: false,
  isMine: false,
  declineReason: null,
  createdOn: '2026-11-20T10:00:00.000Z',
  updatedOn: null,
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
  cancellation: null,
  hold: null,
  cancelled: null,
  reviews: null,
  ...changes,
});
