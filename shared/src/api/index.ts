// One function per API call (spec §7), over one ky instance (./client).
export { ApiError, isApiError } from './api-error';
export { TOKEN_KEY } from './client';
export {
  changePassword,
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  updateProfilePicture,
} from './endpoints/accounts';
export { countAskForJob, countPostAJob, countPostTask, countVisitor } from './endpoints/counters';
export { getHealth } from './endpoints/health';
export { filterWorkers, getAddressPredictions, getListings } from './endpoints/listings';
export { verifyToken } from './endpoints/login';
export { deletePost, getCertificateOptions, getJobRoles, getOwnPosts, submitPost, updatePost } from './endpoints/posts';
export { paymentPageUrl } from './endpoints/payments';
export { getRegistry } from './endpoints/registry';
export { searchSuburbs } from './endpoints/suburbs';
export {
  acceptOffer,
  askQuestion,
  checkPayoutMethod,
  checkTaskPaymentMethod,
  getTask,
  getTasks,
  markCompletedByAssignee,
  markCompletedByOwner,
  postTask,
  sendTaskMessage,
  submitAnswer,
  submitOffer,
  TASK_LIST_PATHS,
  type TaskListName,
} from './endpoints/tasks';
export {
  getAdminStats,
  getFeedback,
  getNews,
  getNewUsersImages,
  getNotifications,
  markAllNotificationsRead,
  sendEmailToAllUsers,
  sendFeedback,
  setFeedbackStatus,
  subscribeToNewsletter,
} from './endpoints/community';
