import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomToken, sha256Hex } from '../auth/secrets';
import type { TokenInbox } from '../common/auth/authenticated-user';
import { badRequest, conflict, notFound } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { keysetPage, PageQueryDto } from '../common/pagination/pagination';
import { AppConfig } from '../config/app-config';
import { canonicalDomain } from '../domains/domain-name';
import { sqlFor } from '../database/sql';
import { insertEvents } from '../events/outbox';
import { MessagesService } from '../messages/messages.service';
import { NewMessageBus } from '../messages/new-message-bus';
import { CreatedInboxDto, CreateInboxDto, DEFAULT_TTL_MINUTES, InboxDto, PublicInboxCreatedDto, PublicInboxDto, UpdateInboxDto } from './dto/inbox.dto';
import { InboxAccess, ownerAccess } from '../common/access/inbox-access';
import { Inbox, InboxType } from './inbox.entity';
import { InboxesRepository, InboxRow } from './inboxes.repository';
import { generateLocalPart } from './local-part';

export const INBOX_TOKEN_PREFIX = 'temp_';
/** `temp_` + 32 characters from 24 random bytes (192 bits). */
export function generateInboxToken(): string {
  return INBOX_TOKEN_PREFIX + randomToken(24);
}

/** Collisions of generated local parts (40 random bits) are rare; a few retries make them invisible. */
const GENERATE_ATTEMPTS = 5;

export function mapInbox(inbox: Inbox | InboxRow): InboxDto {
  const row = inbox instanceof Inbox
    ? { id: inbox.id, user_id: inbox.userId, address: inbox.address, domain: inbox.domain, type: inbox.type, expires_at: inbox.expiresAt, created_at: inbox.createdAt }
    : inbox;
  return {
    id: row.id,
    address: row.address,
    domain: row.domain,
    type: row.type,
    user_id: row.user_id,
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The rules of inboxes: who may create which kind on which domain, the per-account cap, TTLs,
 * tokens and the `inbox.created` event. Queries live in InboxesRepository.
 */
@Injectable()
export class InboxesService {
  constructor(
    private readonly em: EntityManager,
    private readonly inboxes: InboxesRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly messages: MessagesService,
    private readonly bus: NewMessageBus,
  ) {}

  /**
   * Creates an inbox for a user. Temporary ones expire after `ttl_minutes` (default 60) and also
   * get a `temp_` token, so they work with the public endpoints like anonymous ones.
   */
  async create(userId: string, body: CreateInboxDto, origin?: string): Promise<CreatedInboxDto> {
    const type: InboxType = body.type ?? 'persistent';
    if (type === 'persistent' && body.ttl_minutes !== undefined) {
      throw badRequest('ttl_minutes applies to temporary inboxes only; persistent inboxes do not expire');
    }
    const { domain, domainId } = await this.resolveDomain(userId, body.domain);
    const ttl = type === 'temporary' ? (body.ttl_minutes ?? DEFAULT_TTL_MINUTES) : null;
    const token = type === 'temporary' ? generateInboxToken() : null;
    const inbox = await this.insert({ userId, type, domain, domainId, prefix: body.prefix, ttlMinutes: ttl, token });
    return { ...mapInbox(inbox), ...(token ? { token, ...this.viewUrl(token, origin) } : {}) };
  }

  async list(userId: string, query: PageQueryDto): Promise<Page<InboxDto>> {
    return keysetPage(
      query,
      (after, take) => this.inboxes.listOwned(userId, after, take),
      (row) => ({ at: new Date(row.created_at), id: row.id }),
      mapInbox,
    );
  }

  async get(access: InboxAccess): Promise<InboxDto> {
    return mapInbox(await this.findAccessible(access));
  }

  /** Sets a temporary inbox's expiry to now + ttl (extends or shortens it). */
  async updateTtl(userId: string, id: string, body: UpdateInboxDto): Promise<InboxDto> {
    const inbox = await this.findOwned(userId, id);
    if (inbox.type !== 'temporary') throw badRequest('only temporary inboxes expire; persistent inboxes take no ttl_minutes');
    const updated = await this.inboxes.setExpiry(userId, id, body.ttl_minutes);
    if (!updated) throw notFound('inbox');
    return mapInbox(updated);
  }

  /** Deletes the inbox with its messages, threads, attachments and raw sources (foreign keys cascade). */
  async remove(access: InboxAccess): Promise<void> {
    if (!(await this.inboxes.deleteAccessible(access))) throw notFound('inbox');
    await this.bus.announceInboxGone(access.inboxId);
  }

  /** An anonymous temporary inbox (60 minutes); its token is its only credential. */
  async createPublic(origin?: string): Promise<PublicInboxCreatedDto> {
    const token = generateInboxToken();
    const inbox = await this.insert({ userId: null, type: 'temporary', domain: this.config.mailDomain, domainId: null, prefix: undefined, ttlMinutes: DEFAULT_TTL_MINUTES, token });
    return {
      id: inbox.id,
      address: inbox.address,
      domain: inbox.domain,
      token,
      ...this.viewUrl(token, origin),
      type: 'temporary',
      expires_at: inbox.expiresAt!.toISOString(),
      created_at: inbox.createdAt.toISOString(),
    };
  }

  async getPublic(inbox: TokenInbox, query: PageQueryDto): Promise<PublicInboxDto> {
    const page = await this.messages.listPage(inbox.id, query);
    return {
      id: inbox.id,
      address: inbox.address,
      expires_at: inbox.expiresAt.toISOString(),
      messages: page.items,
      next_cursor: page.nextCursor,
      has_more: page.nextCursor !== null,
    };
  }

  /**
   * The web inbox link for a token: PUBLIC_URL, else the origin the request came in on. The token
   * sits in the fragment, which browsers never send, so it stays out of every server log.
   */
  private viewUrl(token: string, origin: string | undefined): { view_url?: string } {
    const base = this.config.publicUrl ?? origin;
    return base ? { view_url: `${base}/view#token=${encodeURIComponent(token)}` } : {};
  }

  private async findOwned(userId: string, id: string): Promise<InboxRow> {
    return this.findAccessible(ownerAccess(userId, id));
  }

  private async findAccessible(access: InboxAccess): Promise<InboxRow> {
    const inbox = await this.inboxes.findAccessible(access);
    if (!inbox) throw notFound('inbox');
    return inbox;
  }

  /** The default mail domain, or one of the caller's verified custom domains (in either spelling: `Bücher.example` or `xn--bcher-kva.example`). */
  private async resolveDomain(userId: string, requested: string | undefined): Promise<{ domain: string; domainId: string | null }> {
    const domain = requested === undefined ? '' : canonicalDomain(requested);
    if (!domain || domain === this.config.mailDomain) return { domain: this.config.mailDomain, domainId: null };
    const owned = await this.inboxes.verifiedDomain(userId, domain);
    if (!owned) {
      throw badRequest(`domain ${requested!.trim()} is not one of your verified domains; add it with POST /api/v1/domains and verify its DNS records first, or omit domain to use ${this.config.mailDomain}`);
    }
    return { domain: owned.domain, domainId: owned.id };
  }

  /**
   * MAX_INBOXES_PER_USER, exact under concurrency: creations of one account queue on a
   * transaction-scoped advisory lock, so two racing requests cannot both take the last place.
   */
  private async refuseOverCap(tx: EntityManager, userId: string): Promise<void> {
    const cap = this.config.MAX_INBOXES_PER_USER;
    if (cap === 0) return;
    if ((await this.inboxes.countLiveLocked(tx, userId)) >= cap) throw conflict(`inbox limit reached: at most ${cap} live inboxes per account; delete one first`);
  }

  /** Inserts the inbox and its `inbox.created` event in one transaction; 409 on a taken prefix or past the cap. */
  private async insert(input: {
    userId: string | null;
    type: InboxType;
    domain: string;
    domainId: string | null;
    prefix: string | undefined;
    ttlMinutes: number | null;
    token: string | null;
  }): Promise<Inbox> {
    for (let attempt = 1; ; attempt++) {
      const localPart = input.prefix ?? generateLocalPart();
      const now = new Date();
      try {
        return await this.em.transactional(async (tx) => {
          if (input.userId) await this.refuseOverCap(tx, input.userId);
          const inbox = this.inboxes.create(tx, {
            userId: input.userId,
            address: `${localPart}@${input.domain}`,
            localPart,
            domain: input.domain,
            domainId: input.domainId,
            type: input.type,
            tokenHash: input.token ? sha256Hex(input.token) : null,
            expiresAt: input.ttlMinutes === null ? null : new Date(now.getTime() + input.ttlMinutes * 60_000),
            createdAt: now,
          });
          // Ownerless inboxes have no webhooks to tell, so they get no event.
          if (input.userId) {
            await insertEvents(sqlFor(tx), [
              {
                type: 'inbox.created',
                userId: input.userId,
                inboxId: inbox.id,
                occurredAt: now,
                data: { inbox_id: inbox.id, address: inbox.address, type: inbox.type, expires_at: inbox.expiresAt?.toISOString() ?? null },
              },
            ]);
          }
          return inbox;
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        if (input.prefix !== undefined) throw conflict(`the address ${localPart}@${input.domain} is already taken; choose another prefix`);
        if (attempt >= GENERATE_ATTEMPTS) throw error;
      }
    }
  }
}
