import type { LoginReply, ProfilePictureReply, VerifyTokenReply } from './accounts';
import type { AdminStats, Feedback, NewsItem, NewUsersImages, Notification, SendEmailReply } from './community';
import type { MessageReply } from './common';
import type { Credential, CredentialForReview } from './credentials';
import type { HealthReport } from './health';
import type { AddressPredictions, Listing, ListingsTotal } from './listings';
import type { CheckoutReply, SuburbSuggestion } from './payments';
import type { CertificateOptionsReply, JobRolesReply, OwnPost } from './posts';
import type { HealthPageToken, ReleaseHealth, RemoteRegistry } from './registry';
import type { SavedSearch } from './saved-searches';
import type { AskQuestionReply, PaymentMethodReply, PostTaskReply, Task, TaskSummary } from './tasks';
import type { PublicProfile, ReportsReply } from './trust';

/**
 * Every call the browser makes (spec §7), as 'METHOD path' (relative to /api, a path parameter as
 * `:name`), with the answer it gives: the client's `request(route)` takes its answer's type from here,
 * and infra/api's route-table test checks that the API serves every one of them.
 */
export interface ApiRoutes {
  'POST register': MessageReply;
  'POST register/updateProfilePicture': ProfilePictureReply;
  'POST login': LoginReply;
  'POST login/verifyToken': VerifyTokenReply;
  'POST logout': MessageReply;
  'POST forgotPassword': MessageReply;
  'POST resetPassword': MessageReply;
  'POST changePassword': MessageReply;

  'GET findwork/advisers': Listing[];
  'GET findwork/advisers/total': ListingsTotal;
  'GET findwork/advisersposts': OwnPost[];
  'POST findwork/submit': MessageReply;
  'PUT findwork/update': MessageReply;
  'DELETE findwork/delete': MessageReply;
  'GET findworker/workers': Listing[];
  'GET findworker/workers/total': ListingsTotal;
  'GET findworker/filterworkers': Listing[];
  'GET findworker/workerposts': OwnPost[];
  'POST findworker/submit': MessageReply;
  'PUT findworker/update': MessageReply;
  'DELETE findworker/delete': MessageReply;
  'GET jobRoles/getRoles': JobRolesReply;
  'GET certificateOptions': CertificateOptionsReply;
  'GET suburbs': SuburbSuggestion[];
  'GET google/autocomplete': AddressPredictions;
  'GET savedSearches': SavedSearch[];
  'POST savedSearches': SavedSearch;
  'PATCH savedSearches/:searchId': SavedSearch;
  'DELETE savedSearches/:searchId': MessageReply;

  'GET askforjobcount': unknown;
  'GET postajobcount': unknown;
  'GET visitorcount': unknown;
  'GET postTaskCount': unknown;

  'GET tasks/getAllTasks': TaskSummary[];
  'GET tasks/getUsersTasks': TaskSummary[];
  'GET tasks/getUsersAssignedTasks': TaskSummary[];
  'GET tasks/getUsersCompletedTasks': TaskSummary[];
  'GET tasks/getUsersPendingOfferTasks': TaskSummary[];
  'GET tasks/getUsersCancelledTasks': TaskSummary[];
  'GET tasks/getTaskById/:taskId': Task;
  'GET tasks/getTaskByIdForOwner/:taskId': Task;
  'GET tasks/getTaskByIdForAssignee/:taskId': Task;
  'POST tasks/postTask': PostTaskReply;
  'POST tasks/sendMessage/:taskId': MessageReply;
  'POST tasks/markCompletedByOwner/:taskId': MessageReply;
  'POST tasks/markCompletedByAssignee/:taskId': MessageReply;
  'POST tasks/notDoneYet/:taskId': MessageReply;
  'POST tasks/cancelTask/:taskId': MessageReply;
  'POST tasks/requestCancellation/:taskId': MessageReply;
  'POST tasks/answerCancellation/:taskId': MessageReply;
  'POST tasks/review/:taskId': MessageReply;
  'GET tasks/checkIfUserHasTaskPaymentMethod': PaymentMethodReply;
  'GET tasks/checkIfUserHasTaskPaymentOutMethodAdded': PaymentMethodReply;
  'POST payments/checkout': CheckoutReply;
  'POST offers/submitOffer/:taskId': MessageReply;
  'POST offers/acceptOffer/:offerId': MessageReply;
  'POST offers/updateOffer/:offerId': MessageReply;
  'POST offers/withdrawOffer/:offerId': MessageReply;
  'POST offers/declineOffer/:offerId': MessageReply;
  'POST questions/askQuestion/:taskId': AskQuestionReply;
  'POST questions/submitAnswer/:questionId': MessageReply;

  'GET notifications': Notification[];
  'GET markAllNotificationsRead': MessageReply;
  'POST addEmailIntoNewsletter': MessageReply;
  'GET news': NewsItem[];
  'GET getNewUsersImages': NewUsersImages;
  'POST feedback': MessageReply;
  'GET feedback': Feedback[];
  'PUT feedback/status': MessageReply;
  'GET feedback/otherInformation': AdminStats;
  'POST feedback/sendEmail': SendEmailReply;

  'GET credentials': Credential[];
  'POST credentials': Credential;
  'DELETE credentials/:credentialId': MessageReply;
  'GET credentials/:credentialId/document': Blob;
  'GET credentials/review': CredentialForReview[];
  'POST credentials/:credentialId/verify': MessageReply;
  'POST credentials/:credentialId/reject': MessageReply;

  'GET people/:userId': PublicProfile;
  'POST reports': MessageReply;
  'GET reports': ReportsReply;
  'POST reports/:reportId/hide': MessageReply;
  'POST reports/:reportId/suspend': MessageReply;
  'POST reports/:reportId/dismiss': MessageReply;
  'POST reports/hideReview/:reviewId': MessageReply;

  'GET health': HealthReport;
  'GET registry': RemoteRegistry;
  'GET registry/health': ReleaseHealth;
  'POST registry/health/pages': HealthPageToken;
}

export type ApiRoute = keyof ApiRoutes;

/** The path parameters a route names (`tasks/getTaskById/:taskId` → `{ taskId: string }`). */
export type RouteParams<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & RouteParams<Rest>
  : Route extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>;
