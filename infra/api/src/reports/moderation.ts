import {
  CANCELLATION_ANSWER_HOURS,
  type AdminReport,
  type ReportBody,
  type StandingCancellation,
} from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { conflict, notFound } from '../lib/http-errors';
import { notify } from '../tasks/task-notifications';
import { checkNotOwn, findSubject } from './subjects';

/*
 * Reports and what admins do with them. Anyone signed in reports a task, an offer, a
 * question, a message, a listing or a profile; the content stays as it is until an admin acts on
 * the open report: hide the content (out of every public view), suspend its author (no sign-in,
 * sessions ended, listings and open tasks out of the public lists), or dismiss the report. Acting
 * on a report closes the other open reports of the same content with it.
 */

type Db = Kysely<Schema>;

export async function fileReport(db: Db, now: Date, reporterId: string, report: ReportBody) {
  const subject = await findSubject(db, report.subject, report.subjectId, reporterId);
  checkNotOwn(subject, reporterId);
  const filed = await db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      subject_kind: report.subject,
      subject_id: report.subjectId,
      subject_user_id: subject.userId,
      reason: report.reason,
      note: report.note.trim(),
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['reporter_id', 'subject_kind', 'subject_id']).where('status', '=', 'open').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!filed) throw conflict('You have already reported this. An admin will look at it.');
}

/** The open reports, oldest first, with the reported content quoted as it is now. */
export async function openReports(db: Db): Promise<AdminReport[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .innerJoin('users as reported', 'reported.id', 'reports.subject_user_id')
    .selectAll('reports')
    .select(['reporter.name as reporter_name', 'reporter.email as reporter_email'])
    .select(['reported.name as reported_name', 'reported.email as reported_email'])
    .where('reports.status', '=', 'open')
    .orderBy('reports.created_at')
    .limit(200)
    .execute();
  const reports: AdminReport[] = [];
  const history = await historyOf(
    db,
    rows.map((row) => row.subject_user_id),
  );
  for (const row of rows) {
    // Quoted as an admin sees it: as the reporter could (a message through its reporter).
    const subject = await findSubject(db, row.subject_kind, row.subject_id, row.reporter_id).catch(() => null);
    reports.push({
      _id: row.id,
      subject: row.subject_kind,
      subjectId: row.subject_id,
      excerpt: subject?.excerpt ?? '',
      link: subject?.link ?? '',
      reportedUser: { _id: row.subject_user_id, name: row.reported_name, email: row.reported_email },
      reporter: { name: row.reporter_name, email: row.reporter_email },
      reason: row.reason,
      note: row.note,
      status: row.status,
      createdOn: new Date(row.created_at).toISOString(),
      history: history.get(row.subject_user_id) ?? [],
    });
  }
  return reports;
}

/** Requests to cancel an accepted task left unanswered past CANCELLATION_ANSWER_HOURS. */
export async function standingCancellations(db: Db, now: Date): Promise<StandingCancellation[]> {
  const answerBy = new Date(now.getTime() - CANCELLATION_ANSWER_HOURS * 3_600_000);
  const rows = await db
    .selectFrom('cancellation_requests as request')
    .innerJoin('tasks', 'tasks.id', 'request.task_id')
    .innerJoin('users as asker', 'asker.id', 'request.requested_by')
    .innerJoin('users as owner', 'owner.id', 'tasks.owner_id')
    .innerJoin('users as assignee', 'assignee.id', 'tasks.assignee_id')
    .select(['request.task_id', 'request.reason', 'request.created_at', 'request.requested_by', 'tasks.owner_id'])
    .select(['tasks.title', 'asker.name as asker', 'owner.name as owner', 'assignee.name as assignee'])
    .where('request.status', '=', 'pending')
    .where('tasks.status', '=', 'accepted')
    .where('request.created_at', '<=', answerBy)
    .orderBy('request.created_at')
    .execute();
  return rows.map((row) => ({
    taskId: row.task_id,
    taskTitle: row.title,
    requestedBy: row.asker,
    otherSide: row.requested_by === row.owner_id ? row.assignee : row.owner,
    reason: row.reason,
    createdOn: new Date(row.created_at).toISOString(),
  }));
}

/** The resolved reports of each user, newest first: what admins did about them before, and why. */
async function historyOf(db: Db, userIds: string[]) {
  const byUser = new Map<string, AdminReport['history']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('reports')
    .innerJoin('users as admin', 'admin.id', 'reports.resolved_by')
    .select(['reports.subject_user_id', 'reports.status', 'reports.resolution_reason', 'reports.resolved_at'])
    .select('admin.name as admin_name')
    .where('reports.subject_user_id', 'in', [...new Set(userIds)])
    .where('reports.status', '!=', 'open')
    .orderBy('reports.resolved_at', 'desc')
    .limit(500)
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.subject_user_id) ?? [];
    list.push({
      status: row.status,
      reason: row.resolution_reason ?? '',
      resolvedOn: new Date(row.resolved_at!).toISOString(),
      resolvedBy: row.admin_name,
    });
    byUser.set(row.subject_user_id, list);
  }
  return byUser;
}

async function openReport(db: Db, reportId: string) {
  const report = await db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report) throw notFound('No report has this id.');
  if (report.status !== 'open') throw conflict('This report has already been dealt with.');
  return report;
}

type Outcome = 'hidden' | 'suspended' | 'dismissed';

/**
 * An admin acts on an open report, with a reason kept on the report (and, for a suspension, on the
 * user, who is told it); other open reports of the same content (or user, for a suspension) close with it.
 */
export async function resolveReport(
  db: Db,
  now: Date,
  reportId: string,
  adminId: string,
  outcome: Outcome,
  reason: string,
) {
  await db.transaction().execute(async (trx) => {
    const report = await openReport(trx, reportId);
    if (outcome === 'hidden') {
      const subject = await findSubject(trx, report.subject_kind, report.subject_id, report.reporter_id).catch(
        () => null,
      );
      if (!subject) throw conflict('This content is gone already: dismiss the report.');
      if (!subject.hides) throw conflict('A profile cannot be hidden: suspend the user or dismiss the report.');
      await trx
        .updateTable(subject.hides.table as 'tasks')
        .set({ hidden_at: now })
        .where('id', '=', subject.hides.id)
        .execute();
    }
    if (outcome === 'suspended') {
      const user = await trx
        .selectFrom('users')
        .select(['is_admin'])
        .where('id', '=', report.subject_user_id)
        .executeTakeFirstOrThrow();
      if (user.is_admin) throw conflict('An administrator cannot be suspended from here.');
      await trx
        .updateTable('users')
        .set({ suspended_at: now, suspended_reason: reason })
        .where('id', '=', report.subject_user_id)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', report.subject_user_id)
        .where('revoked_at', 'is', null)
        .execute();
      // Their pending offers go (nobody can accept an offer its tasker cannot carry out); each owner is told.
      const withdrawn = await trx
        .updateTable('offers')
        .set({ status: 'withdrawn', updated_at: now })
        .where('user_id', '=', report.subject_user_id)
        .where('status', '=', 'pending')
        .returning('task_id')
        .execute();
      for (const { task_id } of withdrawn) {
        const task = await trx
          .selectFrom('tasks')
          .select(['id', 'title', 'owner_id'])
          .where('id', '=', task_id)
          .executeTakeFirstOrThrow();
        await notify(
          trx,
          task.owner_id,
          task,
          `An offer on "${task.title}" was withdrawn: its tasker's account is suspended.`,
        );
      }
    }
    await trx
      .updateTable('reports')
      .set({ status: outcome, resolved_at: now, resolved_by: adminId, resolution_reason: reason })
      .where('status', '=', 'open')
      .where((eb) =>
        outcome === 'suspended'
          ? eb('subject_user_id', '=', report.subject_user_id)
          : eb.and([eb('subject_kind', '=', report.subject_kind), eb('subject_id', '=', report.subject_id)]),
      )
      .execute();
  });
}

/** An admin hides a review, with a reason; it no longer counts towards the rating. */
export async function hideReview(db: Db, now: Date, reviewId: string, reason: string) {
  const hidden = await db
    .updateTable('reviews')
    .set({ hidden_at: now, hidden_reason: reason })
    .where('id', '=', reviewId)
    .where('hidden_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!hidden) throw notFound('No shown review has this id.');
}
