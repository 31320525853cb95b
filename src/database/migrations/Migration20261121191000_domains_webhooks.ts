import { Migration } from '@mikro-orm/migrations';

/** Custom domains (with their DKIM keys) and webhook subscriptions with their delivery log. */
export class Migration20261121191000_domains_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "domains" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "domain" text not null,
      "verified" boolean not null default false,
      "mx_verified" boolean not null default false,
      "spf_verified" boolean not null default false,
      "dkim_verified" boolean not null default false,
      "dkim_selector" text not null,
      "dkim_public_key" text not null,
      "dkim_private_key" text not null,
      "last_checked_at" timestamptz null,
      "verified_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "domains_domain_unique" on "domains" (lower("domain"));`);
    this.addSql(`create index "domains_user_idx" on "domains" ("user_id", "created_at" desc, "id" desc);`);

    // An inbox on a custom domain goes with its domain.
    this.addSql(`alter table "inboxes" add column "domain_id" uuid null references "domains" ("id") on delete cascade;`);
    this.addSql(`create index "inboxes_domain_idx" on "inboxes" ("domain_id") where "domain_id" is not null;`);

    this.addSql(`create table "webhooks" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "url" text not null,
      "events" text[] not null default '{}',
      "secret" text not null,
      "active" boolean not null default true,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "webhooks_user_idx" on "webhooks" ("user_id", "created_at" desc, "id" desc);`);

    this.addSql(`create table "webhook_deliveries" (
      "id" uuid primary key,
      "webhook_id" uuid not null references "webhooks" ("id") on delete cascade,
      "event_id" uuid not null,
      "event_type" text not null,
      "payload" text not null,
      "status" text not null default 'pending' check ("status" in ('pending', 'succeeded', 'failed')),
      "attempts" integer not null default 0,
      "last_status_code" integer null,
      "last_error" text null,
      "last_duration_ms" integer null,
      "last_attempt_at" timestamptz null,
      "next_attempt_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "webhook_deliveries_once" on "webhook_deliveries" ("webhook_id", "event_id");`);
    this.addSql(`create index "webhook_deliveries_webhook_idx" on "webhook_deliveries" ("webhook_id", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhooks" cascade;`);
    this.addSql(`alter table "inboxes" drop column if exists "domain_id";`);
    this.addSql(`drop table if exists "domains" cascade;`);
  }
}
