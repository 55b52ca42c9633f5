// Every route the API serves, declared once (./<folder of infra/api/src/routes>.ts): the API registers
// its schemas from here and the browser's client types its calls by it.
import { registerApi } from './register';
import { loginApi } from './login';
import { passwordsApi } from './passwords';
import { findworkApi } from './findwork';
import { findworkerApi } from './findworker';
import { jobInterestApi } from './jobInterest';
import { resumesApi } from './resumes';
import { accountApi } from './account';
import { jobRolesApi } from './jobRoles';
import { certificateOptionsApi } from './certificateOptions';
import { suburbsApi } from './suburbs';
import { googleApi } from './google';
import { savedSearchesApi } from './savedSearches';
import { countersApi } from './counters';
export type { CounterRoute } from './counters';
import { tasksApi } from './tasks';
import { offersApi } from './offers';
import { questionsApi } from './questions';
import { paymentsApi } from './payments';
import { notificationsApi } from './notifications';
import { newsletterApi } from './newsletter';
import { newsApi } from './news';
import { feedbackApi } from './feedback';
import { credentialsApi } from './credentials';
import { peopleApi } from './people';
import { reportsApi } from './reports';
import { healthApi } from './health';
import { openapiApi } from './openapi';
import { registryApi } from './registry';
import { outboxApi } from './outbox';
import { uploadsApi } from './uploads';

export const API_ROUTES = {
  ...registerApi,
  ...loginApi,
  ...passwordsApi,
  ...findworkApi,
  ...findworkerApi,
  ...jobInterestApi,
  ...resumesApi,
  ...accountApi,
  ...jobRolesApi,
  ...certificateOptionsApi,
  ...suburbsApi,
  ...googleApi,
  ...savedSearchesApi,
  ...countersApi,
  ...tasksApi,
  ...offersApi,
  ...questionsApi,
  ...paymentsApi,
  ...notificationsApi,
  ...newsletterApi,
  ...newsApi,
  ...feedbackApi,
  ...credentialsApi,
  ...peopleApi,
  ...reportsApi,
  ...healthApi,
  ...openapiApi,
  ...registryApi,
  ...outboxApi,
  ...uploadsApi,
};

export type ApiRouteTable = typeof API_ROUTES;
export type ApiRoute = keyof ApiRouteTable;
