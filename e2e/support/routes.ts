// Every route of product.md#pages (and of the features since), as a visitor sees it; the tasks pages, /profile,
// /people and the administrators' pages send a visitor to /login, to come back once signed in.
const signIn = (path: string) => `/login?next=${encodeURIComponent(path)}`;
export const ROUTES: [path: string, heading: string, landsOn?: string][] = [
  ['/', 'Casual work and small jobs, a fair go for everyone'],
  ['/find-work', 'Find a job that fits you'],
  ['/find-worker', 'Find the Perfect Workers for Your Needs'],
  ['/register', 'Sign Up in Easy Steps'],
  ['/login', 'Log in to FairGo'],
  ['/profile', 'Log in to FairGo', signIn('/profile')],
  ['/change-password', 'Change password'],
  ['/how-it-works', 'How FairGo works'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/feedback', 'Feedback'],
  ['/feedbacklist', 'Log in to FairGo', signIn('/feedbacklist')],
  ['/reports', 'Log in to FairGo', signIn('/reports')],
  ['/credentials', 'Log in to FairGo', signIn('/credentials')],
  ['/releases', 'Log in to FairGo', signIn('/releases')],
  ['/people/42', 'Log in to FairGo', signIn('/people/42')],
  ['/tasks', 'Log in to FairGo', signIn('/tasks')],
  ['/tasks/view/allTasks', 'Log in to FairGo', signIn('/tasks/view/allTasks')],
  ['/tasks/task/42', 'Log in to FairGo', signIn('/tasks/task/42')],
];
