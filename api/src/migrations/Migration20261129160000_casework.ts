import { Migration } from '@mikro-orm/migrations';

/**
 * Casework (issue 27): counterparties grouping assessments, cases with their audit trail, comments,
 * queues, notifications and evidence; an assessment's counterparty and review date; users marked away.
 * At most one open or snoozed case of each kind but manual per counterparty (a partial unique index),
 * so an event or a job running on several workers opens it once.
 */
export class Migration20261129160000_casework extends Migration {
  override name = 'Migration20261129160000_casework';

  override up(): void {
    this.addSql(
      `create table "case_events" ("id" uuid not null, "case_id" uuid not null, "counterparty_id" uuid not null, "actor_id" uuid null, "actor_name" text null, "action" text not null, "detail" jsonb not null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`,
    );
    this.addSql(`create index "case_events_counterparty_id_created_at_index" on "case_events" ("counterparty_id", "created_at");`);
    this.addSql(`create index "case_events_case_id_created_at_index" on "case_events" ("case_id", "created_at");`);

    this.addSql(
      `create table "case_queues" ("id" uuid not null, "name" varchar(100) not null, "kinds" text[] not null default '{}', "last_assignee_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "case_queues" add constraint "case_queues_name_unique" unique ("name");`);

    this.addSql(
      `create table "counterparties" ("id" uuid not null, "key" text not null, "name" varchar(255) not null, "country" varchar(255) not null, "merged_into_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "counterparties_merged_into_id_index" on "counterparties" ("merged_into_id");`);
    this.addSql(`create index "counterparties_created_at_id_index" on "counterparties" ("created_at", "id");`);
    this.addSql(`alter table "counterparties" add constraint "counterparties_key_unique" unique ("key");`);

    this.addSql(
      `create table "notifications" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "case_id" uuid null, "text" text not null, "created_at" timestamptz not null default now(), "read_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`);

    this.addSql(
      `create table "evidence" ("id" uuid not null, "case_id" uuid null, "counterparty_id" uuid not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" bigint not null, "sha256" varchar(64) not null, "uploaded_by_id" uuid null, "uploaded_by_name" text not null, "uploaded_at" timestamptz not null default now(), "deleted_at" timestamptz null, "deleted_by_name" text null, "deleted_by_id" uuid null, "delete_reason" text null, primary key ("id"));`,
    );
    this.addSql(`create index "evidence_counterparty_id_uploaded_at_index" on "evidence" ("counterparty_id", "uploaded_at");`);
    this.addSql(`create index "evidence_case_id_uploaded_at_index" on "evidence" ("case_id", "uploaded_at");`);

    this.addSql(
      `create table "evidence_chunks" ("evidence_id" uuid not null, "seq" int not null, "data" bytea not null, primary key ("evidence_id", "seq"));`,
    );

    this.addSql(
      `create table "case_queue_members" ("queue_id" uuid not null, "user_id" uuid not null, primary key ("queue_id", "user_id"));`,
    );

    this.addSql(
      `create table "cases" ("id" uuid not null, "counterparty_id" uuid not null, "assessment_id" uuid null, "kind" text not null, "title" text not null, "status" text not null default 'open', "assignee_id" uuid null, "queue_id" uuid null, "due_at" timestamptz not null, "snoozed_until" timestamptz null, "snooze_reason" text null, "tags" text[] not null default '{}', "outcome" text null, "closing_note" text null, "closed_by_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "closed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "cases_assessment_id_index" on "cases" ("assessment_id");`);
    this.addSql(`create index "cases_counterparty_id_kind_created_at_index" on "cases" ("counterparty_id", "kind", "created_at");`);
    // The inbox reads active cases (not closed) in due order: by anyone, by assignee, by kind.
    this.addSql(`create index "cases_active_due_index" on "cases" ("due_at", "id") where "status" <> 'closed';`);
    this.addSql(`create index "cases_active_assignee_due_index" on "cases" ("assignee_id", "due_at", "id") where "status" <> 'closed';`);
    this.addSql(`create index "cases_active_kind_due_index" on "cases" ("kind", "due_at", "id") where "status" <> 'closed';`);
    this.addSql(`create index "cases_status_due_at_id_index" on "cases" ("status", "due_at", "id");`);

    this.addSql(
      `create table "case_comments" ("id" uuid not null, "case_id" uuid not null, "author_id" uuid null, "author_name" text not null, "body" text not null, "mention_ids" text[] not null default '{}', "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "case_comments_case_id_created_at_index" on "case_comments" ("case_id", "created_at");`);

    this.addSql(`alter table "users" add "away" boolean not null default false;`);

    this.addSql(`alter table "assessments" add "counterparty_id" uuid null, add "next_review_at" timestamptz null;`);
    this.addSql(`create index "assessments_counterparty_id_index" on "assessments" ("counterparty_id", "created_at");`);

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "evidence" add constraint "evidence_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "evidence_chunks" add constraint "evidence_chunks_evidence_id_foreign" foreign key ("evidence_id") references "evidence" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "case_queue_members" add constraint "case_queue_members_queue_id_foreign" foreign key ("queue_id") references "case_queues" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "case_queue_members" add constraint "case_queue_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "cases" add constraint "cases_counterparty_id_foreign" foreign key ("counterparty_id") references "counterparties" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cases" add constraint "cases_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cases" add constraint "cases_closed_by_id_foreign" foreign key ("closed_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "cases" add constraint "cases_kind_check" check ("kind" in ('four_eyes', 'alert', 'periodic_review', 'manual'));`,
    );
    this.addSql(`alter table "cases" add constraint "cases_status_check" check ("status" in ('open', 'snoozed', 'closed'));`);
    this.addSql(
      `alter table "cases" add constraint "cases_outcome_check" check ("outcome" in ('no_action', 'false_positive', 'risk_confirmed', 'escalated'));`,
    );

    this.addSql(
      `create unique index "cases_one_open_per_kind" on "cases" ("counterparty_id", "kind") where "status" <> 'closed' and "kind" <> 'manual';`,
    );
    // The review intervals by grade the product now ships (A 36 months, B 24), written into the
    // seeded default scorecard where it is still the only version: an installation whose admins
    // changed the scorecard keeps theirs.
    this
      .addSql(`update "scorecard_versions" set "scorecard" = jsonb_set(jsonb_set("scorecard", '{grades,0,reviewMonths}', '36'), '{grades,1,reviewMonths}', '24')
      where "note" = 'Default scorecard' and "user_id" is null and (select count(*) from "scorecard_versions") = 1;`);
    this.addSql(`create index "cases_tags_index" on "cases" using gin ("tags");`);
    this.addSql(`create index "cases_open_created_index" on "cases" ("created_at", "id") where "status" <> 'closed';`);
    this.addSql(
      `alter table "case_comments" add constraint "case_comments_case_id_foreign" foreign key ("case_id") references "cases" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "case_comments" add constraint "case_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    for (const table of [
      'case_comments',
      'cases',
      'case_queue_members',
      'evidence_chunks',
      'evidence',
      'notifications',
      'case_queues',
      'case_events',
      'counterparties',
    ])
      this.addSql(`drop table if exists "${table}" cascade;`);
    this.addSql(`drop index "assessments_counterparty_id_index";`);
    this.addSql(`alter table "assessments" drop column "counterparty_id", drop column "next_review_at";`);
    this.addSql(`alter table "users" drop column "away";`);
  }
}
