// One function per API call (spec §7), over one ky instance (./client). Each file of endpoints/ is
// named after the folder of infra/api/src/routes/ that serves its calls (listings.ts: both kinds of post).
// Calls only a few pages make are exported by an on-demand entry instead, so that other pages do not
// download them: savedSearches.ts by `@fairgo/shared/filters`, credentials.ts by
// `@fairgo/shared/credentials`. They reach the one client through `request`, exported here.
export { ApiError, isApiError, refusal } from './api-error';
export { apiBaseUrl, onSessionRefused, request, TOKEN_KEY } from './client';
export { getCertificateOptions } from './endpoints/certificateOptions';
export { countAskForJob, countPostAJob, countPostTask, countVisitor } from './endpoints/counters';
export { getAdminStats, getFeedback, sendEmailToAllUsers, sendFeedback, setFeedbackStatus } from './endpoints/feedback';
export { getAddressPredictions } from './endpoints/google';
export { getHealth } from './endpoints/health';
export { getJobRoles } from './endpoints/jobRoles';
export {
  deletePost,
  filterWorkers,
  getListings,
  getListingsTotal,
  getOwnPosts,
  submitPost,
  updatePost,
} from './endpoints/listings';
export { login, logout, verifyToken } from './endpoints/login';
export { getNews, getNewUsersImages } from './endpoints/news';
export { subscribeToNewsletter } from './endpoints/newsletter';
export { getNotifications, markAllNotificationsRead } from './endpoints/notifications';
export { acceptOffer, declineOffer, submitOffer, updateOffer, withdrawOffer } from './endpoints/offers';
export { changePassword, forgotPassword, resetPassword } from './endpoints/passwords';
export { openHostedPage, startMembershipCheckout } from './endpoints/payments';
export { getPerson } from './endpoints/people';
export { askQuestion, submitAnswer } from './endpoints/questions';
export { register, updateProfilePicture } from './endpoints/register';
export { getHealthToken, getRegistry, getReleaseHealth } from './endpoints/registry';
export { fileReport, getReports, hideReview, resolveReport } from './endpoints/reports';
export { searchSuburbs } from './endpoints/suburbs';
export {
  answerCancellation,
  cancelTask,
  checkPayoutMethod,
  checkTaskPaymentMethod,
  getTask,
  getTasks,
  markCompletedByAssignee,
  notDoneYet,
  markCompletedByOwner,
  postTask,
  requestCancellation,
  reviewTask,
  sendTaskMessage,
  TASK_LIST_ROUTES,
  type TaskListName,
} from './endpoints/tasks';
