import { Migration } from '@mikro-orm/migrations';

/**
 * When each custom domain's DNS records are next re-checked by the worker (null = never
 * automatically). Workers claim due rows with FOR UPDATE SKIP LOCKED and push this forward as a
 * lease, so several nodes never check the same domain at once.
 */
export class Migration20261121195500_domain_checks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "domains" add column "next_check_at" timestamptz null;`);
    this.addSql(`update "domains" set "next_check_at" = now();`);
    this.addSql(`create index "domains_next_check_idx" on "domains" ("next_check_at") where "next_check_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "domains_next_check_idx";`);
    this.addSql(`alter table "domains" drop column if exists "next_check_at";`);
  }
}
