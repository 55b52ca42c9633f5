// The texts of All Feedback (product.md#messages), apart from its components: the page imports them without
// pulling in the administrators' view, which loads on demand.
export const FEEDBACK_LIST_TITLE = 'All Feedback';
export const NO_ACCESS = 'You do not have access to this page. Only administrators can see all feedback.';
export const EMAIL_SENT = 'Email sent successfully to all users';
export const EMAIL_UNWRITTEN = 'Write a subject and a message first.';
