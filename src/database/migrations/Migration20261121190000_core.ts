import { Migration } from '@mikro-orm/migrations';

/**
 * Core schema: accounts, API keys, inboxes, threads, messages (with raw MIME and attachments kept
 * apart so listings stay light) and the transactional outbox of events.
 */
export class Migration20261121190000_core extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_settings" (
      "key" text primary key,
      "value" text not null,
      "created_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "users" (
      "id" uuid primary key,
      "email" text not null,
      "name" text not null,
      "password_hash" text not null,
      "plan" text not null default 'free',
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "users_email_unique" on "users" (lower("email"));`);

    this.addSql(`create table "api_keys" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "name" text not null,
      "key_prefix" text not null,
      "key_hash" text not null,
      "last_used" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "api_keys_key_hash_unique" on "api_keys" ("key_hash");`);
    this.addSql(`create index "api_keys_user_idx" on "api_keys" ("user_id", "created_at" desc, "id" desc);`);

    this.addSql(`create table "inboxes" (
      "id" uuid primary key,
      "user_id" uuid null references "users" ("id") on delete cascade,
      "address" text not null,
      "local_part" text not null,
      "domain" text not null,
      "type" text not null check ("type" in ('temporary', 'persistent')),
      "token_hash" text null,
      "expires_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "inboxes_expiry_only_temporary" check (("type" = 'temporary') = ("expires_at" is not null))
    );`);
    this.addSql(`create unique index "inboxes_address_unique" on "inboxes" (lower("address"));`);
    this.addSql(`create unique index "inboxes_token_hash_unique" on "inboxes" ("token_hash") where "token_hash" is not null;`);
    this.addSql(`create index "inboxes_user_idx" on "inboxes" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "inboxes_expires_idx" on "inboxes" ("expires_at") where "expires_at" is not null;`);

    this.addSql(`create table "threads" (
      "id" uuid primary key,
      "inbox_id" uuid not null references "inboxes" ("id") on delete cascade,
      "subject" text not null,
      "normalized_subject" text not null,
      "last_at" timestamptz not null,
      "msg_count" integer not null default 0,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "threads_inbox_last_idx" on "threads" ("inbox_id", "last_at" desc, "id" desc);`);
    this.addSql(`create index "threads_inbox_subject_idx" on "threads" ("inbox_id", "normalized_subject");`);

    this.addSql(`create table "messages" (
      "id" uuid primary key,
      "inbox_id" uuid not null references "inboxes" ("id") on delete cascade,
      "thread_id" uuid null references "threads" ("id") on delete set null,
      "direction" text not null check ("direction" in ('inbound', 'outbound')),
      "from" text not null,
      "to" text not null,
      "cc" text null,
      "reply_to" text null,
      "subject" text not null default '',
      "body_text" text not null default '',
      "body_html" text not null default '',
      "message_id_header" text null,
      "in_reply_to" text null,
      "references" text[] not null default '{}',
      "envelope_from" text null,
      "size_bytes" integer not null default 0,
      "attachment_count" integer not null default 0,
      "status" text null check ("status" in ('queued', 'sending', 'sent', 'failed')),
      "status_reason" text null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "messages_inbox_created_idx" on "messages" ("inbox_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "messages_thread_created_idx" on "messages" ("thread_id", "created_at", "id");`);
    this.addSql(`create index "messages_inbox_msgid_idx" on "messages" ("inbox_id", "message_id_header") where "message_id_header" is not null;`);

    this.addSql(`create table "message_raw" (
      "message_id" uuid primary key references "messages" ("id") on delete cascade,
      "raw" bytea not null
    );`);

    this.addSql(`create table "attachments" (
      "id" uuid primary key,
      "message_id" uuid not null references "messages" ("id") on delete cascade,
      "filename" text null,
      "content_type" text not null,
      "size_bytes" integer not null,
      "content_id" text null,
      "disposition" text null,
      "content" bytea not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "attachments_message_idx" on "attachments" ("message_id");`);

    this.addSql(`create table "outbox_events" (
      "id" uuid primary key,
      "type" text not null,
      "user_id" uuid null,
      "inbox_id" uuid null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      "dispatched_at" timestamptz null
    );`);
    this.addSql(`create index "outbox_events_pending_idx" on "outbox_events" ("created_at", "id") where "dispatched_at" is null;`);
  }

  override async down(): Promise<void> {
    for (const table of ['outbox_events', 'attachments', 'message_raw', 'messages', 'threads', 'inboxes', 'api_keys', 'users', 'system_settings']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
