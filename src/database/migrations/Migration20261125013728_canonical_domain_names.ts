import { Migration } from '@mikro-orm/migrations';
import { canonicalDomain } from '../../domains/domain-name';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Domains are stored and compared in one form, the lower-case IDNA A-label
 * (`xn--bcher-kva.example`, never `Bücher.example`). Rows written in another spelling (by hand,
 * or by an older version) are rewritten: custom domains, and inboxes' domain and address. A row
 * whose canonical name is already taken by another row is left as it was (the unique indexes
 * would refuse it); it keeps failing to match, as before.
 */
export class Migration20261125013728_canonical_domain_names extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(`select domain from domains union select domain from inboxes`)) as Array<{ domain: string }>;
    for (const { domain } of rows) {
      const canonical = canonicalDomain(domain);
      if (canonical === domain || !canonical) continue;
      this.addSql(`update "domains" set "domain" = ${literal(canonical)}
        where "domain" = ${literal(domain)} and not exists (select 1 from "domains" o where lower(o."domain") = ${literal(canonical)});`);
      this.addSql(`update "inboxes" i set "domain" = ${literal(canonical)}, "address" = i."local_part" || '@' || ${literal(canonical)}
        where i."domain" = ${literal(domain)}
          and not exists (select 1 from "inboxes" o where lower(o."address") = lower(i."local_part" || '@' || ${literal(canonical)}));`);
    }
  }

  override async down(): Promise<void> {
    // The old spellings are not kept; canonical names are valid in every earlier version.
  }
}
