import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'domains' })
export class Domain {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  /** Lower-case ASCII (punycode) name; one owner across the service. */
  @Property({ type: 'text' })
  domain!: string;

  /** MX, SPF and DKIM all verified. */
  @Property({ type: 'boolean' })
  verified: boolean = false;

  @Property({ type: 'boolean' })
  mxVerified: boolean = false;

  @Property({ type: 'boolean' })
  spfVerified: boolean = false;

  @Property({ type: 'boolean' })
  dkimVerified: boolean = false;

  @Property({ type: 'text' })
  dkimSelector!: string;

  /** Base64 SPKI (DER) public key, exactly the `p=` value of the DKIM record. */
  @Property({ type: 'text' })
  dkimPublicKey!: string;

  /** Private key (PEM, or encrypted form); never leaves the service. */
  @Property({ type: 'text', lazy: true })
  dkimPrivateKey!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastCheckedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  /** When the worker next re-checks the DNS records (null = not automatically); see DomainRecheckScheduler. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextCheckAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
