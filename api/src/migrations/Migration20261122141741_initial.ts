import { Migration } from '@mikro-orm/migrations';

export class Migration20261122141741_initial extends Migration {
  override name = 'Migration20261122141741_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ai_prompts" ("id" uuid not null, "name" varchar(255) not null, "description" text null, "prompt_text" text not null, "model" text not null default 'gpt-4o-mini', "temperature" int not null default 70, "max_tokens" int not null default 1000, "enabled" boolean not null default true, "category" text not null default 'general', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "ai_prompts" add constraint "ai_prompts_name_unique" unique ("name");`);

    this.addSql(
      `create table "rule_configs" ("id" uuid not null, "name" varchar(255) not null, "description" text null, "rule_type" text not null default 'warning', "field" varchar(64) not null, "condition" text not null default 'equals', "value" text not null, "enabled" boolean not null default true, "priority" int not null default 0, "message" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "rule_configs_enabled_priority_index" on "rule_configs" ("enabled", "priority");`);

    this.addSql(
      `create table "sessions" ("sid" varchar(64) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(255) not null, "first_name" varchar(50) not null, "last_name" varchar(50) null, "profile_image_url" text null, "password_hash" varchar(255) not null, "role" text not null default 'analyst', "approved" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(
      `create table "batch_uploads" ("id" uuid not null, "user_id" uuid not null, "file_name" varchar(255) not null, "total_rows" int not null, "processed_rows" int not null default 0, "successful_rows" int not null default 0, "failed_rows" int not null default 0, "status" text not null default 'pending', "errors" jsonb not null default '[]', "created_at" timestamptz not null default now(), "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "batch_uploads_user_id_index" on "batch_uploads" ("user_id");`);
    this.addSql(`create index "batch_uploads_created_at_id_index" on "batch_uploads" ("created_at", "id");`);

    this.addSql(
      `create table "assessments" ("id" uuid not null, "user_id" uuid not null, "company_name" varchar(255) not null, "country_of_registration" varchar(255) not null, "country_of_business" varchar(255) not null, "address" text not null, "business_rationale" text not null, "service_type" varchar(255) not null, "alternative_contacts" text null, "has_legal_actions" boolean not null, "can_provide_references" boolean not null, "management_reputation" text not null, "management_capacity" text not null, "trading_years" text not null, "has_audited_financials" boolean not null, "has_sufficient_liquidity" boolean not null, "is_profitable" boolean not null, "has_equity_above1m" boolean not null, "has_consistent_revenue" boolean not null, "status" text not null, "rationale" text not null, "news_article_url" text null, "news_summary" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "assessments_user_id_index" on "assessments" ("user_id");`);
    this.addSql(`create index "assessments_status_created_at_id_index" on "assessments" ("status", "created_at", "id");`);
    this.addSql(`create index "assessments_created_at_id_index" on "assessments" ("created_at", "id");`);

    this.addSql(
      `create table "audit_logs" ("id" uuid not null, "assessment_id" uuid not null, "user_id" uuid not null, "action" text not null, "changes" jsonb null, "previous_state" jsonb null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "audit_logs_user_id_index" on "audit_logs" ("user_id");`);
    this.addSql(`create index "audit_logs_assessment_id_created_at_index" on "audit_logs" ("assessment_id", "created_at");`);

    this.addSql(
      `alter table "ai_prompts" add constraint "ai_prompts_model_check" check ("model" in ('gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo', 'gpt-4o', 'gpt-4o-mini'));`,
    );
    this.addSql(
      `alter table "ai_prompts" add constraint "ai_prompts_category_check" check ("category" in ('news_summarization', 'risk_analysis', 'general'));`,
    );

    this.addSql(
      `alter table "rule_configs" add constraint "rule_configs_rule_type_check" check ("rule_type" in ('mandatory_reject', 'reject', 'warning'));`,
    );
    this.addSql(
      `alter table "rule_configs" add constraint "rule_configs_condition_check" check ("condition" in ('equals', 'not_equals', 'in', 'not_in'));`,
    );

    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'analyst'));`);

    this.addSql(
      `alter table "batch_uploads" add constraint "batch_uploads_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "batch_uploads" add constraint "batch_uploads_status_check" check ("status" in ('pending', 'processing', 'completed', 'failed'));`,
    );

    this.addSql(
      `alter table "assessments" add constraint "assessments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_management_reputation_check" check ("management_reputation" in ('yes', 'no', 'unknown'));`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_management_capacity_check" check ("management_capacity" in ('yes', 'no', 'unknown'));`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_trading_years_check" check ("trading_years" in ('<2', '2-3', '3-5', '>5'));`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_status_check" check ("status" in ('approved', 'caution', 'rejected'));`,
    );

    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_assessment_id_foreign" foreign key ("assessment_id") references "assessments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "audit_logs" add constraint "audit_logs_action_check" check ("action" in ('created', 'updated', 'deleted'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "batch_uploads" drop constraint "batch_uploads_user_id_foreign";`);
    this.addSql(`alter table "assessments" drop constraint "assessments_user_id_foreign";`);
    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_user_id_foreign";`);
    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_assessment_id_foreign";`);

    this.addSql(`drop table if exists "ai_prompts" cascade;`);
    this.addSql(`drop table if exists "rule_configs" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "batch_uploads" cascade;`);
    this.addSql(`drop table if exists "assessments" cascade;`);
    this.addSql(`drop table if exists "audit_logs" cascade;`);
  }
}
